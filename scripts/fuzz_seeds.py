#!/usr/bin/env python3
"""Builds the fuzz targets' seed corpora (tests/fuzz) from the code objects in the repository
and in ../shared/data. Writes OUT/<target>/ for each target; nothing here is committed.

usage: scripts/fuzz_seeds.py OUT
"""
import hashlib
import json
import pathlib
import struct
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent
SHARED = ROOT.parent / "shared" / "data"
SOURCES = [ROOT / "tests" / "data", SHARED / "external-kernels", SHARED / "peers"]
REPLAY_SET = SHARED / "peers" / "hc-triton-check"  # the set replay_fuzzer links by default

# EF_AMDGPU_MACH (ELF e_flags & 0xff) -> the decoder_fuzzer's first byte.
MACHINES = {0x4C: 0, 0x4F: 1, 0x49: 2}  # gfx942, gfx950, gfx1250


def code_objects():
    seen = set()
    for source in SOURCES:
        for path in sorted(source.rglob("*.hsaco")):
            data = path.read_bytes()
            digest = hashlib.sha256(data).digest()
            if digest not in seen:
                seen.add(digest)
                yield path, data


def text_section(data):
    """The .text bytes of an ELF64 code object, or None."""
    if data[:4] != b"\x7fELF" or len(data) < 64:
        return None, None
    flags = struct.unpack_from("<I", data, 48)[0]
    shoff = struct.unpack_from("<Q", data, 40)[0]
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", data, 58)
    sections = [struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)]
    names = sections[shstrndx]
    for section in sections:
        start = names[4] + section[0]
        name = data[start:data.index(b"\0", start)]
        if name == b".text":
            return flags & 0xFF, data[section[4]:section[4] + section[5]]
    return flags & 0xFF, None


def npy(descr, shape, data, version=1):
    shape_text = "(" + ", ".join(str(d) for d in shape) + ("," if len(shape) == 1 else "") + ")"
    header = "{'descr': '%s', 'fortran_order': False, 'shape': %s, }" % (descr, shape_text)
    prefix = 10 if version == 1 else 12
    header += " " * ((64 - (prefix + len(header) + 1) % 64) % 64) + "\n"
    size = struct.pack("<H", len(header)) if version == 1 else struct.pack("<I", len(header))
    return b"\x93NUMPY" + bytes([version, 0]) + size + header.encode() + data


def cache_entry(description, payload):
    key = hashlib.sha256(description.encode() + b"\0source").digest()
    body = description.encode() + payload
    header = b"GFXTCACH" + struct.pack("<II", 1, 0) + key + struct.pack("<QQ", len(description), len(payload))
    return header + hashlib.sha256(body).digest() + body


def main():
    out = pathlib.Path(sys.argv[1])
    corpora = {name: out / name for name in ("code_object", "decoder", "dispatch", "npy", "cache_entry", "replay")}
    for folder in corpora.values():
        folder.mkdir(parents=True, exist_ok=True)
    objects = list(code_objects())
    for path, data in objects:
        name = hashlib.sha256(data).hexdigest()[:16]
        (corpora["code_object"] / name).write_bytes(data)
        machine, text = text_section(data)
        if text and machine in MACHINES:
            # 128-byte windows (scripts/fuzz.sh sets the decoder's max_len to 129) at 8 places
            # in the code: short inputs keep an execution under a millisecond.
            step = max(128, len(text) // 8 // 4 * 4)
            for chunk in range(0, len(text), step)[:8]:
                (corpora["decoder"] / f"{name}-{chunk}").write_bytes(bytes([MACHINES[machine]]) + text[chunk:chunk + 128])
    # The dispatch target runs each input: its seeds are the smallest code objects of each target.
    smallest = sorted(objects, key=lambda item: len(item[1]))
    per_machine = {}
    for path, data in smallest:
        machine, _ = text_section(data)
        if per_machine.get(machine, 0) < 12:
            per_machine[machine] = per_machine.get(machine, 0) + 1
            (corpora["dispatch"] / hashlib.sha256(data).hexdigest()[:16]).write_bytes(data)
    # .npy: every dtype `gfxtile run` reads, versions 1 and 2, 0-d to 3-d.
    for index, (descr, size) in enumerate([("<f4", 4), ("<f2", 2), ("<u2", 2), ("<f8", 8), ("|i1", 1), ("|u1", 1),
                                            ("<i2", 2), ("<i4", 4), ("<u4", 4), ("<i8", 8), ("|b1", 1)]):
        for shape in ([], [3], [2, 3], [2, 1, 2], [0]):
            count = 1
            for d in shape:
                count *= d
            data = bytes((i * 7 + index) & 0xFF for i in range(count * size))
            for version in (1, 2):
                (corpora["npy"] / f"{descr[1:]}-{len(shape)}d-{'x'.join(map(str, shape))}-v{version}").write_bytes(
                    npy(descr, shape, data, version))
    # Cache entries as runtime/cache_entry.h lays them out, around the smallest code objects.
    for path, data in smallest[:8]:
        description = f"format=2\ngfxtile=0.1.0\nsource={path.name}\ntarget=gfx942\n"
        (corpora["cache_entry"] / hashlib.sha256(data).hexdigest()[:16]).write_bytes(cache_entry(description, data))
    (corpora["cache_entry"] / "empty-payload").write_bytes(cache_entry("format=2\n", b""))
    # Replay: the linked set's index, whole and one launch at a time.
    launches = json.loads((REPLAY_SET / "index.json").read_text())
    (corpora["replay"] / "index").write_text(json.dumps(launches))
    for launch in launches:
        (corpora["replay"] / f"launch{launch['launch']:03}").write_text(json.dumps([launch]))
    for name, folder in corpora.items():
        print(f"{name}: {len(list(folder.iterdir()))} seeds")


if __name__ == "__main__":
    main()
