/** The Node flags the server process runs with (scripts/server-node-flags.mjs). */
export declare const SERVER_NODE_FLAGS: readonly string[];
