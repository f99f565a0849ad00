import { useState } from 'react';
import Dialog from '../ui/Dialog';
import Photo from '../ui/Photo';

export default function SizeChartDialog({ image, productName }: { image: string; productName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className="text-sm font-medium text-plum underline underline-offset-4 hover:text-plum-dark">
        Size Chart
      </button>
      <Dialog open={open} onOpenChange={setOpen} title="Size Chart" size="lg">
        <Photo src={image} alt={`Size chart for ${productName}`} sizes="(min-width: 768px) 640px, 100vw" className="mx-auto h-auto max-w-full" />
      </Dialog>
    </>
  );
}
