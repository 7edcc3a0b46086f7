// The player's glyphs (src/components/icon.tsx draws them): with the player, not on every page.
export const PLAY = 'M7 4v16l13-8z';
export const PAUSE = 'M6 5h4v14H6zM14 5h4v14h-4z';
export const PREVIOUS = 'M6 5h2v14H6zM20 5v14L9 12z';
export const NEXT = 'M16 5h2v14h-2zM4 5v14l11-7z';
export const BACK = 'M12 5V1L7 6l5 5V7a6 6 0 1 1-6 6H4a8 8 0 1 0 8-8z';
export const FORWARD = 'M12 5V1l5 5-5 5V7a6 6 0 1 0 6 6h2a8 8 0 1 1-8-8z';
export const REPEAT = 'M7 7h10v3l4-4-4-4v3H5v6h2zm10 10H7v-3l-4 4 4 4v-3h12v-6h-2z';
