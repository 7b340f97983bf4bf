#!/usr/bin/env python3
"""Trunk post_build hook: finish dist/ so that it can be served as is.

1. Content-Security-Policy: Trunk writes an inline `<script type=module>` loader into
   index.html. The policy allows exactly the inline scripts of the final file by their sha256
   hash (never 'unsafe-inline'): the placeholder `'inline-script-hashes'` in the CSP meta tag is
   replaced by the hashes of every inline script found.
2. Service worker: `sw.js` gets the list of files to precache and a cache name derived from
   their content, so that a new deployment installs a new cache and the old one is dropped.

Runs in $TRUNK_STAGING_DIR (or the folder given as first argument, for tests).
"""
import base64
import hashlib
import json
import os
import re
import sys

PLACEHOLDER = "'inline-script-hashes'"


def inline_script_hashes(html: str) -> list[str]:
    hashes = []
    for match in re.finditer(r"<script(?P<attrs>[^>]*)>(?P<body>.*?)</script>", html, re.S):
        if "src=" in match.group("attrs"):
            continue
        digest = hashlib.sha256(match.group("body").encode("utf-8")).digest()
        hashes.append("'sha256-" + base64.b64encode(digest).decode("ascii") + "'")
    return sorted(set(hashes))


def write_csp(folder: str) -> str:
    path = os.path.join(folder, "index.html")
    with open(path, encoding="utf-8") as f:
        html = f.read()
    if PLACEHOLDER not in html:
        sys.exit("post_build: index.html has no " + PLACEHOLDER + " placeholder in its CSP")
    hashes = inline_script_hashes(html)
    html = html.replace(PLACEHOLDER, " ".join(hashes))
    with open(path, "w", encoding="utf-8") as f:
        f.write(html)
    return " ".join(hashes)


def write_service_worker(folder: str) -> str:
    sw_path = os.path.join(folder, "sw.js")
    if not os.path.exists(sw_path):
        return "no sw.js"
    files = []
    for root, _dirs, names in os.walk(folder):
        for name in names:
            rel = os.path.relpath(os.path.join(root, name), folder).replace(os.sep, "/")
            if rel != "sw.js":
                files.append(rel)
    files.sort()
    digest = hashlib.sha256()
    for rel in files:
        digest.update(rel.encode())
        with open(os.path.join(folder, rel), "rb") as f:
            digest.update(f.read())
    version = digest.hexdigest()[:16]
    precache = ["./"] + ["./" + rel for rel in files]
    with open(sw_path, encoding="utf-8") as f:
        sw = f.read()
    sw = sw.replace("__PRECACHE__", json.dumps(precache)).replace("__BUILD_VERSION__", version)
    with open(sw_path, "w", encoding="utf-8") as f:
        f.write(sw)
    return f"{len(precache)} entries, version {version}"


def main() -> None:
    folder = sys.argv[1] if len(sys.argv) > 1 else os.environ["TRUNK_STAGING_DIR"]
    print("post_build: CSP script hashes", write_csp(folder))
    print("post_build: service worker", write_service_worker(folder))


if __name__ == "__main__":
    main()
