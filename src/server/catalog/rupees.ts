/** The API speaks rupees (spec); the database keeps paise. Division by 100 is exact for display. */
export const rupees = (paise: number): number => paise / 100;
