/**
 * The order status page's English words, apart from Hindi and Tamil (messages/order-status.ts):
 * its parts also used in My Account (the items list, the facts) fall back to these where no
 * page hands them words, without a bundle carrying the other languages.
 */
export const ORDER_STATUS_EN = {
  'order.checking': 'Checking payment status...',
  'order.fetchFailed': 'Failed to fetch payment status',
  'order.success': 'Order Successful!',
  'order.placed': 'Your Order has been Placed Successfully.',
  'order.summary': 'Order Summary',
  'order.orderedItems': 'Ordered items',
  'order.totalAmount': 'Total Amount',
  'order.viewOrder': 'View Order',
  'order.failed': 'Payment Failed',
  'order.failedText': 'Unfortunately, your payment could not be processed.',
  'order.cancelledLate': 'No payment arrived in time, so this order was cancelled.',
  'order.merchantId': 'Merchant Order ID',
  'order.referenceId': 'Reference ID',
  'order.retry': 'Retry Payment',
  'order.help': 'Any Help?',
  'order.signInTitle': 'Sign in to see this order',
  'order.signInText': 'Only the account that placed an order can see it. Sign in with the mobile number you ordered with.',
  'order.signIn': 'Sign In',
  'order.pendingTitle': 'Payment Pending',
  'order.pendingText': 'We have not received your payment yet. Your order is kept until {time}; pay before then, or it will be cancelled.',
  'order.payNow': 'Pay now',
  'order.checkAgain': 'Check again',
  'order.number': 'Order number',
  'order.shipping': 'Shipping',
  'order.codFee': 'Cash on delivery charge',
  'order.discount': 'Discount ({code})',
  'order.prepaidDiscount': 'Paid online discount',
  'order.expected': 'Expected delivery',
  'order.deliveryAddress': 'Delivery address',
  'order.itemLine': 'Color: {color} · Size: {size} · Qty: {quantity}',
  'order.payNowSaveTitle': 'Pay online now and save {saving}',
  'order.payNowSaveText':
    'Pay {total} online instead of cash on delivery: no cash on delivery charge, online shipping of {shipping} and {discount} off. If the payment does not go through, your order stays cash on delivery.',
  'order.payNowSaveButton': 'Pay now and save {saving}',
  'order.startFailed': 'Could not start the payment. Please try again.',
} as const;

export type OrderStatusKey = keyof typeof ORDER_STATUS_EN;
