#!/usr/bin/env python3
"""Trunk post_build hook: finish dist/ so that it can be served as is.

1. Styles inline: the stylesheets Trunk links (hashed files) are put into one `<style>` in
   index.html and their files removed, so that the first paint (the app shell) waits for no
   other request than the page itself.
2. Content-Security-Policy: Trunk writes an inline `<script type=module>` loader into
   index.html. The policy allows exactly the inline scripts and styles of the final file by
   their sha256 hash (never 'unsafe-inline'): the placeholders `'inline-script-hashes'` and
   `'inline-style-hashes'` in the CSP meta tag are replaced by the hashes of every inline
   script and `<style>` element found.
3. Scripts minified: Trunk's own minifier cannot read wasm-bindgen's glue (it leaves it
   whole, with a warning), so terser (npm, pinned in package.json) minifies the glue and
   `page.js`; the `integrity` digests Trunk wrote for them are recomputed.
4. Service worker: `sw.js` gets the list of files to precache and a cache name derived from
   their content, so that a new deployment installs a new cache and the old one is dropped.
5. Precompressed copies: beside every file that compresses (text and wasm; not the PNG icons,
   which are compressed already), `NAME.br` (brotli -q 11, Google's encoder from Debian's
   `brotli` package) and `NAME.gz` (GNU gzip -9), for a server that picks one by the
   request's Accept-Encoding (scripts/serve.mjs) instead of compressing on every request.

Runs in $TRUNK_STAGING_DIR (or the folder given as first argument, for tests).
"""
import base64
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys

PLACEHOLDER = "'inline-script-hashes'"
STYLE_PLACEHOLDER = "'inline-style-hashes'"
STYLESHEET = re.compile(r"<link\b(?=[^>]*\brel=\"?stylesheet\b)[^>]*>")
HREF = re.compile(r"\bhref=(\"[^\"]*\"|[^\s>]+)")


def inline_styles(folder: str) -> str:
    """Replaces the stylesheet links of index.html by one <style> with their text, in order."""
    path = os.path.join(folder, "index.html")
    with open(path, encoding="utf-8") as f:
        html = f.read()
    links = STYLESHEET.findall(html)
    if not links:
        return "no stylesheet"
    css = []
    for link in links:
        href = HREF.search(link).group(1).strip('"')
        file = os.path.join(folder, href.lstrip("/"))
        with open(file, encoding="utf-8") as f:
            text = f.read()
        if "</" in text:
            sys.exit("post_build: " + href + " contains '</', which cannot be inlined")
        css.append(text.strip())
        os.remove(file)
    html = html.replace(links[0], "<style>" + "\n".join(css) + "</style>", 1)
    for link in links[1:]:
        html = html.replace(link, "", 1)
    with open(path, "w", encoding="utf-8") as f:
        f.write(html)
    return f"{len(links)} stylesheets, {sum(len(c) for c in css)} bytes"


def hashes_of(html: str, tag: str) -> list[str]:
    hashes = []
    for match in re.finditer(rf"<{tag}(?P<attrs>[^>]*)>(?P<body>.*?)</{tag}>", html, re.S):
        if "src=" in match.group("attrs"):
            continue
        digest = hashlib.sha256(match.group("body").encode("utf-8")).digest()
        hashes.append("'sha256-" + base64.b64encode(digest).decode("ascii") + "'")
    return sorted(set(hashes))


def inline_script_hashes(html: str) -> list[str]:
    return hashes_of(html, "script")


def write_csp(folder: str) -> str:
    path = os.path.join(folder, "index.html")
    with open(path, encoding="utf-8") as f:
        html = f.read()
    for placeholder in (PLACEHOLDER, STYLE_PLACEHOLDER):
        if placeholder not in html:
            sys.exit("post_build: index.html has no " + placeholder + " placeholder in its CSP")
    hashes = inline_script_hashes(html)
    styles = hashes_of(html, "style")
    html = html.replace(PLACEHOLDER, " ".join(hashes)).replace(STYLE_PLACEHOLDER, " ".join(styles))
    with open(path, "w", encoding="utf-8") as f:
        f.write(html)
    return " ".join(hashes) + "; styles " + " ".join(styles)


def minify_scripts(folder: str) -> str:
    """Minifies the JS files of `folder` (not sw.js, whose precache list is written next) with
    terser, and updates the sha384 `integrity` of index.html's links to them."""
    terser = shutil.which("terser")
    if terser is None:
        sys.exit("post_build: terser not found (run scripts/setup: it is in package.json)")
    index = os.path.join(folder, "index.html")
    with open(index, encoding="utf-8") as f:
        html = f.read()
    done = []
    for name in sorted(os.listdir(folder)):
        if not name.endswith(".js") or name == "sw.js":
            continue
        path = os.path.join(folder, name)
        before = os.path.getsize(path)
        module = ["--module"] if name != "page.js" else []
        subprocess.run(
            [terser, path, *module, "--compress", "--mangle", "--output", path], check=True
        )
        with open(path, "rb") as f:
            digest = base64.b64encode(hashlib.sha384(f.read()).digest()).decode("ascii")
        html = re.sub(
            r"(href=\"?/" + re.escape(name) + r"\"?[^>]*?\bintegrity=\"?)sha384-[A-Za-z0-9+/=]+",
            lambda m: m.group(1) + "sha384-" + digest,
            html,
        )
        done.append(f"{name} {before} -> {os.path.getsize(path)}")
    with open(index, "w", encoding="utf-8") as f:
        f.write(html)
    return ", ".join(done)


def write_service_worker(folder: str) -> str:
    sw_path = os.path.join(folder, "sw.js")
    if not os.path.exists(sw_path):
        return "no sw.js"
    files = []
    for root, _dirs, names in os.walk(folder):
        for name in names:
            rel = os.path.relpath(os.path.join(root, name), folder).replace(os.sep, "/")
            if rel != "sw.js" and not rel.endswith(PRECOMPRESSED):
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


PRECOMPRESSED = (".br", ".gz")
COMPRESSIBLE = (".html", ".js", ".mjs", ".css", ".wasm", ".json", ".webmanifest", ".svg", ".txt")


def precompress(folder: str) -> str:
    """Writes NAME.br and NAME.gz beside every compressible file of `folder`."""
    for tool in ("brotli", "gzip"):
        if shutil.which(tool) is None:
            sys.exit(f"post_build: {tool} not found (run scripts/setup: Debian's {tool} package)")
    count = 0
    for root, _dirs, names in os.walk(folder):
        for name in names:
            if not name.endswith(COMPRESSIBLE):
                continue
            path = os.path.join(root, name)
            subprocess.run(["brotli", "-q", "11", "-f", "-k", "-o", path + ".br", path], check=True)
            with open(path + ".gz", "wb") as out:
                subprocess.run(["gzip", "-9", "-n", "-c", path], stdout=out, check=True)
            count += 1
    return f"{count} files, .br and .gz each"


def main() -> None:
    folder = sys.argv[1] if len(sys.argv) > 1 else os.environ["TRUNK_STAGING_DIR"]
    print("post_build: inline styles", inline_styles(folder))
    print("post_build: CSP script hashes", write_csp(folder))
    print("post_build: minified", minify_scripts(folder))
    print("post_build: service worker", write_service_worker(folder))
    print("post_build: precompressed", precompress(folder))


if __name__ == "__main__":
    main()
