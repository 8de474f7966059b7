import { serveForSuite } from "./local-worker";

export default serveForSuite("browser");
