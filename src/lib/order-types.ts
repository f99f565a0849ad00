/**
 * Addresses and orders as the JSON API speaks them (spec section 3): money in rupees, weights in
 * grams. Shared by the server, the checkout and status islands and the order history.
 */
export type Address = {
  _id: string;
  contactPerson: string;
  doorNo: string;
  address: string;
  landmark: string | null;
  city: string;
  district: string;
  state: string;
  pincode: string;
  country: string;
  mobile: string | null;
  currentAddress: boolean;
};

export type OrderItem = {
  productId: string;
  productName: string;
  /** unit price actually charged, rupees (offers spread over the lot) */
  price: number;
  categoryName: string;
  slug: string;
  quantity: number;
  /** size name */
  selectedSize: string;
  /** colour variant _id */
  selectedColor: string;
  colorName: string;
  colorCode: string;
  selectedImage: string;
  /** grams per unit */
  weight: number;
  subTotal: number;
};

export type Order = {
  _id: string;
  createdAt: string;
  /** 1 Waiting For Confirmation … 5 Cancelled */
  status: number;
  /** 1 Cash on Delivery, 2 Online Payment */
  paymentMethod: number;
  /** 1 Paid, 2 Pending … 6 Failed */
  paymentStatus: number;
  orderItems: OrderItem[];
  subtotal: number;
  shippingCharge: number;
  total: number;
  totalWeight: number;
  customer: { name: string; mobileNumber: string };
  address: Omit<Address, '_id' | 'currentAddress'>;
};

export type CreateOrderAnswer = { orderId: string; paymentRedirectUrl: string | null };

/** The figures the server priced, sent back with a 409 when the client's disagree. */
export type OrderFigures = { subtotal: number; shippingCharge: number; total: number; totalWeight: number };

export type PaymentStatusAnswer = {
  order: Order;
  /** the gateway's merchant order id of the latest attempt (the order id for cash on delivery) */
  orderId: string;
  /** payment status name: Paid, Pending, Failed … */
  status: string;
  /** the gateway's transaction reference, empty when there is none */
  referenceId: string;
};
