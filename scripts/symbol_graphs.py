"""Symbol graphs of the modules a debug build left in `.build`, for scripts/doc-coverage and scripts/check-docs.

Nothing is built here: the modules come from the last `swift build`.
"""
import glob
import json
import os
import subprocess

EXTRACTION_TIME_LIMIT_SECONDS = 300


def swift_output(*arguments):
    return subprocess.run(["swift", *arguments], check=True, capture_output=True, text=True).stdout


def bin_path():
    return swift_output("build", "--show-bin-path").strip()


def target_triple():
    return json.loads(swift_output("-print-target-info"))["target"]["triple"]


def is_built(module, bin_path):
    return os.path.exists(os.path.join(bin_path, "Modules", module + ".swiftmodule"))


def clang_module_maps(bin_path):
    """The module maps of the C targets the Swift modules import: generated in the build, or shipped in checkouts."""
    # Not the `-tool` copies SwiftPM builds for plugins' tools: they declare the same modules again.
    maps = [path for path in glob.glob(os.path.join(bin_path, "*.build", "module.modulemap"))
            if not os.path.basename(os.path.dirname(path)).endswith("-tool.build")]
    checkouts = os.path.join(os.path.dirname(os.path.dirname(bin_path)), "checkouts")
    maps += glob.glob(os.path.join(checkouts, "*", "Sources", "*", "include", "module.modulemap"))
    return [argument for path in maps for argument in ("-Xcc", "-fmodule-map-file=" + path)]


def extract(module, bin_path, triple, output_dir, for_docc=False):
    """Writes `module`'s public symbols to `output_dir`. For DocC, with what swift-docc-plugin asks for (synthesized
    members and extension blocks); otherwise without synthesized members."""
    options = ["-emit-extension-block-symbols"] if for_docc else ["-skip-synthesized-members"]
    subprocess.run(
        [
            "swift-symbolgraph-extract",
            "-module-name", module,
            "-target", triple,
            "-I", os.path.join(bin_path, "Modules"),
            "-minimum-access-level", "public",
            *options,
            "-output-dir", output_dir,
            *clang_module_maps(bin_path),
        ],
        check=True,
        timeout=EXTRACTION_TIME_LIMIT_SECONDS,
    )
