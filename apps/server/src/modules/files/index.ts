export { FILE_LINK_TTL_MS, type FileLinkSigner, fileLinkSigner } from "./file-links.ts";
export { filesRoutes } from "./files.routes.ts";
export { deleteStoredFiles, fileUrl, sweepOrphanFiles, uploadsDir, withFileWrites } from "./files.service.ts";
export { IMAGE_MESSAGES, reencodeImage } from "./image-reencode.ts";
export { acceptUploads, parseFormFields, readMultipartForm, UPLOAD_MESSAGES, type Upload } from "./uploads.ts";
