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
3. Short import and export names: wasm-bindgen names each import of the wasm after its
   Rust binding plus a 16-digit hash (`__wbg_set_className_fcd90345b3a090af`), from a module
   named after the glue file, and exports after Rust paths; each name is written twice, in
   the wasm and in the glue, and the hashes do not compress. They are renamed to the
   shortest identifiers (`a`, `b`, ... `ab`), in the wasm's import and export sections
   (nothing else of the wasm is touched: a round trip through wasm-opt alone grows its code
   by 1.3 KB) and in the glue, which refers to them as keys of its imports object and as
   `wasm.NAME`; every name is checked to be found there exactly as expected.
4. Scripts minified: Trunk's own minifier cannot read wasm-bindgen's glue (it leaves it
   whole, with a warning), so terser (npm, pinned in package.json) minifies the glue and
   `page.js`; the `integrity` digests Trunk wrote for them are recomputed.
5. Service worker: `sw.js` gets the list of files to precache and a cache name derived from
   their content, so that a new deployment installs a new cache and the old one is dropped.
6. Precompressed copies: beside every file that compresses (text and wasm; not the PNG icons,
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


def read_leb(data: bytes, at: int) -> tuple[int, int]:
    """An unsigned LEB128 number of `data` at `at`, and where the next item starts."""
    value = shift = 0
    while True:
        byte = data[at]
        at += 1
        value |= (byte & 0x7F) << shift
        shift += 7
        if byte < 0x80:
            return value, at


def leb(value: int) -> bytes:
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def read_name(data: bytes, at: int) -> tuple[str, int]:
    size, at = read_leb(data, at)
    return data[at : at + size].decode("utf-8"), at + size


def name_bytes(name: str) -> bytes:
    raw = name.encode("utf-8")
    return leb(len(raw)) + raw


def short_name(n: int) -> str:
    """The `n`th shortest identifier: a..z, A..Z, then two letters and so on."""
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
    name = letters[n % len(letters)]
    n //= len(letters)
    while n:
        n -= 1
        name = letters[n % len(letters)] + name
        n //= len(letters)
    return name


def skip_import_desc(data: bytes, at: int) -> int:
    """Where the import description at `at` (after the names) ends."""
    kind = data[at]
    at += 1
    if kind in (0x00, 0x04):  # function: type index; tag: attribute, type index
        if kind == 0x04:
            at += 1
        return read_leb(data, at)[1]
    if kind == 0x01:  # table: reference type, then limits
        at += 1
    elif kind == 0x03:  # global: value type, mutability
        return at + 2
    elif kind != 0x02:
        sys.exit(f"post_build: unknown import kind {kind} in the wasm")
    flags = data[at]
    at = read_leb(data, at + 1)[1]
    return read_leb(data, at)[1] if flags & 1 else at


def rename_sections(wasm: bytes, module: str) -> tuple[bytes, dict, dict]:
    """`wasm` with short names for its imports from `module` (module and field) and for its
    exports, and the two renamings (field -> short, export -> short)."""
    if wasm[:8] != b"\0asm\x01\0\0\0":
        sys.exit("post_build: the wasm file has no wasm header")
    out = bytearray(wasm[:8])
    imports, exports = {}, {}
    at = 8
    while at < len(wasm):
        section = wasm[at]
        size, start = read_leb(wasm, at + 1)
        end = start + size
        body = wasm[start:end]
        if section == 2:
            count, i = read_leb(body, 0)
            new = bytearray(leb(count))
            for _ in range(count):
                mod, i = read_name(body, i)
                field, i = read_name(body, i)
                desc_end = skip_import_desc(body, i)
                if mod == module:
                    if field in imports:
                        sys.exit(f"post_build: the wasm imports {field} twice")
                    imports[field] = short_name(len(imports))
                    mod, field = "a", imports[field]
                new += name_bytes(mod) + name_bytes(field) + body[i:desc_end]
                i = desc_end
            body = bytes(new)
        elif section == 7:
            count, i = read_leb(body, 0)
            new = bytearray(leb(count))
            for _ in range(count):
                name, i = read_name(body, i)
                desc_end = read_leb(body, i + 1)[1]
                exports[name] = short_name(len(exports))
                new += name_bytes(exports[name]) + body[i:desc_end]
                i = desc_end
            body = bytes(new)
        out += bytes([section]) + leb(len(body)) + body
        at = end
    return bytes(out), imports, exports


def shorten_names(folder: str) -> str:
    """Step 3: the wasm's import and export names shortened, in the wasm and its glue."""
    wasms = [n for n in os.listdir(folder) if n.endswith("_bg.wasm")]
    if len(wasms) != 1:
        sys.exit(f"post_build: expected one wasm file, found {wasms}")
    wasm_path = os.path.join(folder, wasms[0])
    glue_path = wasm_path[: -len("_bg.wasm")] + ".js"
    with open(wasm_path, "rb") as f:
        wasm = f.read()
    with open(glue_path, encoding="utf-8") as f:
        glue = f.read()
    # The module the glue gives its imports under (wasm-bindgen's `./CRATE_bg.js`).
    modules = re.findall(r"\"(\./[\w.-]+_bg\.js)\": import0\b", glue)
    if len(modules) != 1:
        sys.exit(f"post_build: the glue's imports module not found once: {modules}")
    wasm_out, imports, exports = rename_sections(wasm, modules[0])
    glue = glue.replace(f'"{modules[0]}": import0', '"a": import0', 1)
    for old, new in imports.items():
        glue, found = re.subn(rf"(?<![\w$.]){re.escape(old)}(?=: )", new, glue)
        if found != 1:
            sys.exit(f"post_build: the import {old} is a key of the glue {found} times, not once")
    exported = re.compile(r"\bwasm\.([\w$]+)")
    for name in set(exported.findall(glue)):
        if name not in exports:
            sys.exit(f"post_build: the glue uses wasm.{name}, which the wasm does not export")
    glue = exported.sub(lambda m: "wasm." + exports[m.group(1)], glue)
    if re.search(r"__wbg_\w+_[0-9a-f]{16}\b", glue):
        sys.exit("post_build: the glue still names a wasm-bindgen import in full")
    with open(wasm_path, "wb") as f:
        f.write(wasm_out)
    with open(glue_path, "w", encoding="utf-8") as f:
        f.write(glue)
    index = os.path.join(folder, "index.html")
    with open(index, encoding="utf-8") as f:
        html = f.read()
    html = set_integrity(html, wasms[0], wasm_out)
    with open(index, "w", encoding="utf-8") as f:
        f.write(html)
    return f"{len(imports)} imports, {len(exports)} exports; wasm {len(wasm)} -> {len(wasm_out)}"


def set_integrity(html: str, name: str, data: bytes) -> str:
    """`html` with the sha384 `integrity` of its link to the file `name` made that of `data`."""
    digest = base64.b64encode(hashlib.sha384(data).digest()).decode("ascii")
    html, found = re.subn(
        r"(href=\"?/" + re.escape(name) + r"\"?[^>]*?\bintegrity=\"?)sha384-[A-Za-z0-9+/=]+",
        lambda m: m.group(1) + "sha384-" + digest,
        html,
    )
    if found != 1:
        sys.exit(f"post_build: index.html links to {name} with an integrity {found} times, not once")
    return html


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
        if name != "page.js":
            with open(path, "rb") as f:
                html = set_integrity(html, name, f.read())
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
    print("post_build: short names", shorten_names(folder))
    print("post_build: minified", minify_scripts(folder))
    print("post_build: service worker", write_service_worker(folder))
    print("post_build: precompressed", precompress(folder))


if __name__ == "__main__":
    main()
