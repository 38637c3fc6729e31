/** The answer to a spin with a number typed in, not proved: it tells nothing about the number. */
export const SPIN_ENTERED =
  "Thanks, your entry is in. We will contact you on that mobile number about your prize. One spin per mobile number.";
export const spinWonMessage = (prize: string, alreadyEntered: boolean) =>
  alreadyEntered ? `You have already entered. Your prize: ${prize}.` : `Your prize: ${prize}.`;

export const SPIN_TO_WIN_OFF = "This site does not run Spin to Win.";
export const SIGN_IN_TO_SPIN = "Please sign in to spin to win.";
