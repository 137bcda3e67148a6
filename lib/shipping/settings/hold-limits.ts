// The print review hold values' limits (issue 27), alone so the settings card's first load carries only these.
export const MAX_HOLD_VALUES = 50;
export const MAX_HOLD_VALUE_LENGTH = 40;
