/**
 * The test wallet's icon: an amber square with hazard stripes and "TEST", so it cannot be mistaken
 * for a real wallet in a list. Base64 SVG data URI, the form both EIP-6963 and the wallet standard
 * (which requires base64) accept.
 */

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96">
<defs><pattern id="s" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
<rect width="8" height="16" fill="#1c1917"/></pattern></defs>
<rect width="96" height="96" rx="20" fill="#f59e0b"/>
<rect y="68" width="96" height="28" fill="url(#s)" opacity="0.85"/>
<text x="48" y="52" text-anchor="middle" font-family="system-ui,sans-serif" font-size="26" font-weight="800" fill="#1c1917">TEST</text>
</svg>`;

/** The icon as `data:image/svg+xml;base64,…`. */
export const TEST_WALLET_ICON = `data:image/svg+xml;base64,${btoa(SVG)}` as const;
