#pragma once
// Replays recorded kernel launches on the emulator: a folder in the format of
// ../shared/data/peers/README.md (index.json, per-launch argument bytes, code objects per
// target). Check sets carry every argument's bytes before and after a GPU run; the replay loads
// the "before" bytes (arguments with the same storage share one allocation at their offsets),
// dispatches, and compares every argument that has an "after" file as its dtype. Perf sets
// carry only integer data; their float buffers are filled with seeded normal(0, 0.1) values
// and only a fault-free run is checked.

#include <cstdint>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "emu/statistics.h"

namespace gfxtile::emu {

struct ReplayOptions {
  std::vector<std::string> targets;  // e.g. "gfx942"; empty: every target with a code object
  std::string kernel_filter;         // only launches whose kernel name contains this
  size_t first_launch = 0;           // skip launches before this position in index.json
  size_t launch_limit = 0;           // at most this many launches (0: all)
  bool perf = false;                 // force perf mode (also chosen when no argument has "before")
  uint64_t seed = 1;                 // perf mode: seed of the float fill
  int host_threads = 1;
  uint64_t instruction_budget = uint64_t{1} << 40;
  // The device memory one launch's tensors may take (a record's sizes are untrusted input): the
  // recorded sets need up to ~740 MiB.
  uint64_t largest_launch_bytes = uint64_t{4} << 30;
  // Perf mode: time each launch on the timing model (emu/timing) instead of running every
  // workgroup: at least one workgroup a CU of the target's default machine (or `machine`), the
  // others skipped, so the outputs are not compared; ReplayResult::modelled_us says the time.
  bool timing = false;
  std::string machine;
  // Called after each launch and target, for progress lines.
  std::function<void(const struct ReplayResult&)> on_result;
};

// One compared output argument.
struct OutputComparison {
  std::string argument;
  std::string dtype;
  uint64_t elements = 0;
  double relative_l2 = 0;  // ||emulated - recorded|| / ||recorded||; integers: mismatches / elements
  double max_abs = 0;      // largest |emulated - recorded| (integers: of the values)
  uint64_t mismatches = 0; // integers: differing elements; floats: non-finite where the GPU was finite or vice versa
  double tolerance = 0;    // relative L2 bound for this dtype (0 for exact types)
  bool ok = false;
};

struct ReplayResult {
  size_t launch = 0;        // the launch's "launch" number in index.json
  std::string kernel;       // "fn"
  std::string config;
  std::string target;
  bool perf = false;
  bool ok = false;
  std::string error;        // load error, fault report or the first mismatch, when !ok
  // Set (and ok false) when the target's hardware cannot launch this configuration at all, e.g.
  // more LDS per workgroup than it has: the GPU's launch refuses it too (Triton's autotuner
  // drops such configurations with OutOfResources), so it is neither a pass nor a failure.
  std::string not_launchable;
  std::vector<OutputComparison> outputs;
  double relative_l2 = 0;   // worst over the outputs
  double max_abs = 0;
  Statistics statistics;
  double seconds = 0;       // dispatch wall time
  double modelled_us = 0;   // ReplayOptions::timing: the timing model's device time
  std::string bound;        // and what bounds it ("HBM", "latency", ...)
};

struct ReplaySummary {
  std::vector<ReplayResult> results;
  size_t not_built = 0;     // (launch, target) pairs with no code object ("error" in index.json)
  size_t passed() const;
  size_t not_launchable() const;  // results the target's hardware cannot launch
  size_t failed() const;          // neither passed nor not launchable
};

// Throws Error when the folder or its index cannot be read. Kernel load errors, faults and
// mismatches are results (ok = false), so one bad launch does not hide the others.
ReplaySummary replay(const std::filesystem::path& directory, const ReplayOptions& options = {});

// One result as a line: launch, kernel, target, relative L2, max-abs error, wave-instructions.
std::string describe(const ReplayResult& result);

}  // namespace gfxtile::emu
