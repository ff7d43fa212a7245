export declare const serverDir: string;
export declare function bundleServer(outdir: string, entries: Record<string, string>): Promise<void>;
