#pragma once
// The timing model: turns the instruction streams the emulator recorded for a dispatch
// (recorder.h) into a modelled time on a named GPU (machine.h). docs/timing.md describes the
// model and its validation; emu/timing/timing.h is the one-call API.

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "emu/statistics.h"
#include "emu/timing/machine.h"
#include "emu/timing/recorder.h"

namespace gfxtile::emu {
class DeviceMemory;
struct Program;
struct Launch;
}

namespace gfxtile::emu::timing {

// One instruction issue on the timeline's compute unit (CU 0 of the model).
struct TimelineEntry {
  uint32_t wave;      // resident wave slot on the CU
  uint32_t workgroup; // linear id
  uint64_t start;     // cycle
  uint32_t cycles;    // the unit's busy cycles (issue cycles for waits and branches)
  Pipe pipe;
  uint32_t instruction = 0;  // index into Program::instructions
  uint64_t completes = 0;    // memory and LDS: when its counter retires it (0: none)
};

struct TimingReport {
  std::string machine, product;
  double clock_ghz = 0;
  uint64_t cycles = 0;              // makespan of the modelled CUs
  double device_us = 0;             // the kernel's time on the GPU (what a profiler reports)
  double simulated_us = 0;          // the CU simulation's makespan alone (device_us adds the HBM bound)
  double launch_overhead_us = 0;    // per dispatch, not in device_us
  uint64_t workgroups = 0;          // of the grid
  uint64_t traced_workgroups = 0;   // simulated
  uint64_t stride = 1;              // one workgroup of each stride traced (recorder.h)
  int modelled_cus = 0;             // CUs the sample ran on (SamplePlan)
  uint64_t simulated_workgroups = 0;  // workgroups placed on them (traces reused or left out to fit)
  int workgroups_per_cu = 0;        // occupancy: resident workgroups per CU
  int waves_per_workgroup = 0;
  bool outputs_partial = false;     // untraced workgroups were not run
  double matrix_flops = 0;          // of the whole grid
  double tflops = 0;                // matrix FLOP/s achieved, in TFLOP/s
  double mix_peak_tflops = 0;       // this kernel's matrix mix at every SIMD's matrix pipe busy
  double bf16_peak_tflops = 0;      // the machine's dense bf16 peak
  double hbm_bytes = 0, l2_bytes = 0;  // distinct lines, and the other line accesses
  double hbm_fraction = 0;          // of line accesses that are a distinct line
  double bytes_per_second = 0;      // HBM traffic / device time
  double hbm_peak_bytes_per_second = 0;
  std::string bound;                // "MFMA pipe", "VALU", "LDS", "HBM", "L2", "issue", "latency", "occupancy/tail"
  std::array<double, kPipeCount> utilization{};  // busy cycles / (makespan x units) per pipe
  double hbm_utilization = 0, tail_fraction = 0;
  // Wave-cycles: issue by pipe, and the stalls before issue by cause.
  std::array<uint64_t, kPipeCount> issue_cycles{};
  std::array<uint64_t, kPipeCount> stall_pipe_busy{};
  uint64_t stall_dependency = 0, stall_memory_wait = 0, stall_barrier = 0;
  std::vector<TimelineEntry> timeline;

  std::string to_string() const;
  std::string to_json() const;
  // An SVG of the timeline: one row per wave slot of CU 0, a rectangle per issue coloured by pipe.
  std::string timeline_svg() const;
  // The timeline as text, one issue per line in time order with its instruction's disassembly
  // (`texts`: Program::texts) and, for memory and LDS, the cycle it completes: a kernel's
  // critical chain of latencies read off directly.
  std::string timeline_listing(const std::vector<std::string>& texts) const;
};

struct ModelOptions {
  bool timeline = false;
  size_t timeline_limit = 40000;   // entries kept
  const DeviceMemory* memory = nullptr;  // the dispatch's allocations: extrapolates a sample's HBM lines
};

// How a sample of `traced` of a grid's `grid` identical-in-kind workgroups stands for the whole:
// `cus` modelled CUs, each given as many workgroups as a CU of the real machine gets, i.e.
// grid / compute_units rounded up on the first `fuller_cus` and down on the others. That holds
// `simulated` workgroups, near `traced`: the traces are spread over them (some reused, or some
// left out, when the counts do not divide). So the sample runs the real machine's rounds of
// workgroups per CU whatever its size (docs/timing.md, "Large grids").
struct SamplePlan {
  int cus = 1;
  int fuller_cus = 0;        // of cus, those with workgroups_per_cu + 1
  uint64_t workgroups_per_cu = 0;
  uint64_t simulated = 0;    // cus x workgroups_per_cu + fuller_cus
};
SamplePlan plan_sample(uint64_t grid, uint64_t traced, int compute_units);

TimingReport model_dispatch(const Program& program, const Launch& launch, TimingRecorder& recorder,
                            const Machine& machine, const Statistics& statistics, const ModelOptions& options = {});

}  // namespace gfxtile::emu::timing
