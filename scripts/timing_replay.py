#!/usr/bin/env python3
"""Model the time of recorded peer launches (../shared/data/peers/*-perf) with gfxtile's timing model.

Each launch of index.json runs through `gfxtile run --timing-json`: integer tensors get their
recorded bytes, float tensors are zero-filled buffers of their region size (the kernels' control
flow depends only on the integers), scalars their values, then Triton's two hidden pointers as null.
Large grids are modelled from --sample workgroups (gfxtile run --timing-sample).

usage: timing_replay.py GFXTILE PERF_DIR TARGET [--sample N] [--only SUBSTRING] [--json OUT]
"""
import argparse, json, os, subprocess, sys, tempfile, time

NPY_DTYPES = {"int32": "<i4", "int64": "<i8", "uint8": "|u1", "bool": "|u1", "int8": "|i1", "int16": "<i2"}


def write_npy(path, descr, data, element_size):
    count = len(data) // element_size
    header = "{'descr': '%s', 'fortran_order': False, 'shape': (%d,), }" % (descr, count)
    header += " " * ((64 - (len(header) + 11) % 64) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + len(header).to_bytes(2, "little") + header.encode() + data)


def launch_arguments(directory, launch, scratch):
    by_name = {a["name"]: a for a in launch["args"]}
    values = []
    for index, (name, kind) in enumerate(launch["signature"].items()):
        if kind == "constexpr":
            continue
        a = by_name[name]
        if a["kind"] == "tensor":
            data_file = os.path.join(directory, "launch%03d" % launch["launch"], "%02d_%s.data.bin" % (index, name))
            if "data" in a and os.path.exists(data_file):
                path = os.path.join(scratch, "%02d_%s.npy" % (index, name))
                write_npy(path, NPY_DTYPES.get(a["dtype"], "|u1"), open(data_file, "rb").read(), a["element_size"])
                values.append("in:" + path)
            else:
                values.append("zero:%d" % max(a["region_bytes"], 4))
        elif a["kind"] == "none":
            values.append("null")
        elif a["kind"] in ("int", "bool"):
            values.append(("i64:%d" if kind == "i64" else "i32:%d") % int(a["value"]))
        elif a["kind"] == "float":
            values.append("f32:%r" % float(a["value"]))
        else:
            raise ValueError("argument %s of kind %s" % (name, a["kind"]))
    return values + ["null", "null"]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("gfxtile"), parser.add_argument("perf_dir"), parser.add_argument("target")
    parser.add_argument("--sample", type=int, default=256), parser.add_argument("--only", default="")
    parser.add_argument("--machine", default=""), parser.add_argument("--json", default="")
    options = parser.parse_args()
    launches = json.load(open(os.path.join(options.perf_dir, "index.json")))
    results = []
    for launch in launches:
        if options.only and options.only not in launch["fn"]:
            continue
        obj = launch["objects"].get(options.target, {})
        row = {"launch": launch["launch"], "fn": launch["fn"], "config": launch["config"], "grid": launch["grid"],
               "options": launch["options"]}
        if "hsaco" not in obj:
            row["error"] = obj.get("error", "no code object")
            results.append(row)
            print("%3d %-48s %s: %s" % (launch["launch"], launch["fn"][:48], launch["config"], row["error"][:60]), flush=True)
            continue
        with tempfile.TemporaryDirectory() as scratch:
            grid = ",".join(str(g) for g in launch["grid"])
            block = obj["num_warps"] * obj["warp_size"]
            command = [options.gfxtile, "run", os.path.join(options.perf_dir, obj["hsaco"]), "--kernel", obj["name"],
                       "--grid", grid, "--block", "%d,1,1" % block, "--lds", str(obj.get("shared") or 0),
                       "--threads", "2", "--timing-json", "--timing-sample", str(options.sample)]
            if options.machine:
                command[command.index("--timing-json")] = "--timing"
                command.insert(command.index("--timing") + 1, options.machine)
                command.append("--timing-json")
            command += launch_arguments(options.perf_dir, launch, scratch)
            start = time.time()
            done = subprocess.run(command, capture_output=True, text=True)
            row["wall_s"] = round(time.time() - start, 1)
            timing = [line for line in done.stdout.splitlines() if line.startswith("{")]
            if done.returncode != 0 or not timing:
                row["error"] = (done.stderr or done.stdout).strip().splitlines()[-1:] or ["failed"]
                row["error"] = row["error"][0][:200]
            else:
                row["timing"] = json.loads(timing[-1])
        results.append(row)
        if "timing" in row:
            t = row["timing"]
            print("%3d %-48s %s grid %-14s warps %d stages %d: %9.2f us  %-16s (%.0fs)" % (
                launch["launch"], launch["fn"][:48], launch["config"], grid, launch["options"]["num_warps"],
                launch["options"]["num_stages"], t["device_us"], t["bound"], row["wall_s"]), flush=True)
        else:
            print("%3d %-48s %s: FAILED %s" % (launch["launch"], launch["fn"][:48], launch["config"], row["error"]), flush=True)
    if options.json:
        json.dump(results, open(options.json, "w"), indent=1)


if __name__ == "__main__":
    sys.exit(main())
