export default function EmptyCart() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <svg aria-hidden="true" viewBox="0 0 24 24" width="56" height="56" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" className="text-plum">
        <path d="M6 2 3 6v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6l-3-4Z" />
        <path d="M3 6h18" />
        <path d="M16 10a4 4 0 0 1-8 0" />
      </svg>
      <h2 className="mt-4 text-xl font-semibold">Your cart is empty</h2>
      <p className="mt-2 text-muted">Looks like you haven't added any products to your cart yet.</p>
      <a href="/categories" className="mt-6 inline-flex h-11 items-center rounded-full bg-plum px-6 font-semibold text-white hover:bg-plum-dark">
        Continue Shopping
      </a>
    </div>
  );
}
