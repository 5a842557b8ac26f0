/**
 * A self-signed certificate for localhost, 127.0.0.1 and ::1, made with the system's openssl for
 * tests that need a local HTTPS server. `cleanup` removes its folder.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export function selfSignedLocalhost(): { key: Buffer; cert: Buffer; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "self-signed-"));
  const key = path.join(dir, "key.pem");
  const cert = path.join(dir, "cert.pem");
  execFileSync("openssl", ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "1", "-subj", "/CN=localhost", "-addext", "subjectAltName=DNS:localhost,IP:127.0.0.1,IP:::1"], { stdio: "ignore" });
  return { key: fs.readFileSync(key), cert: fs.readFileSync(cert), cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
