/**
 * The product picker (an island) tells the server-rendered gallery which colour the shopper
 * chose, through one DOM event on `document`, so neither has to own the other.
 */
export const COLOUR_CHOSEN_EVENT = 'kanmani:colour-chosen';

export type ColourChosenDetail = { colorId: string };

export function colourChosen(colorId: string): CustomEvent<ColourChosenDetail> {
  return new CustomEvent<ColourChosenDetail>(COLOUR_CHOSEN_EVENT, { detail: { colorId } });
}
