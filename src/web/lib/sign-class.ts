/** The text colour of an amount: green for a profit (or zero), red for a loss. */
export const signClass = (value: number) => (value >= 0 ? 'text-green-800' : 'text-red-800');
