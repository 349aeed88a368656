// The limits on what a share link or a scenario file may hold, checked before anything else reads it: a link
// is cut off at LINK_LIMIT characters before it is decompressed, and decompression stops at DECOMPRESSED_LIMIT
// bytes (a small link can expand hundreds of times). The scenario's own limits (docs/scenarios.md, "Limits")
// are then checked by `parseScenario`, as the runner does.

/** Characters after `#s=`. A link of the Wrath board with ten actions needs well under 1,000. */
export const LINK_LIMIT = 32_768;
/** Bytes of JSON a link may decompress to. */
export const DECOMPRESSED_LIMIT = 1_048_576;
/** Bytes of a scenario file (or a file of named boards) read from the disk. */
export const FILE_LIMIT = 4 * 1_048_576;
/** How deeply arrays and objects may nest in the JSON (a scenario needs 6). */
export const DEPTH_LIMIT = 32;
