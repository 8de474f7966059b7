import { serveForSuite } from "../../test/browser/local-worker";

export default serveForSuite("client");
