#pragma once
// The timing model in one call: run a dispatch on the emulator while recording, then model its
// time on a GPU. For benchmarks and tools:
//
//   timing::TimingOptions options;            // machine "" = the code object's target's default
//   options.machine = "mi300x";
//   timing::TimedDispatch run = timing::dispatch_timed(emulator, kernel, launch, arguments, options);
//   run.timing.device_us, run.timing.tflops, run.timing.bound, run.timing.to_json()
//
// Large grids: max_traced_workgroups traces one workgroup in k and models them on the share of
// the CUs they fill at the real machine's workgroups per CU (model.h, plan_sample); skip_untraced
// also skips running the others (their outputs stay unwritten). Trace at least
// minimum_sample(machine, grid) workgroups: one per CU, or the whole grid when it is smaller.

#include <cstdint>
#include <span>
#include <string>

#include "emu/emulator.h"
#include "emu/timing/machine.h"
#include "emu/timing/model.h"

namespace gfxtile::emu::timing {

struct TimingOptions {
  std::string machine;                 // "mi300x", "mi325x", "mi350x", "mi355x", "cdna5"; "" = default
  uint64_t max_traced_workgroups = 0;  // 0: trace every workgroup
  bool skip_untraced = false;
  bool at_least_minimum_sample = false;  // raise max_traced_workgroups to minimum_sample (benchmarks)
  bool timeline = false;               // TimingReport::timeline for CU 0
};

struct TimedDispatch {
  DispatchResult dispatch;
  TimingReport timing;
};

// The machine `name` names, or the target's default for ""; throws Error naming the machines
// when the name is unknown or the machine is for another target.
const Machine& resolve_machine(std::string_view name, Architecture architecture);

// The smallest max_traced_workgroups to trust for a grid on this machine: it traces at least one
// workgroup per CU (the recorder's stride rounds up, so this can exceed the CU count), or the
// whole grid when that is smaller. Fewer still model a grid of identical workgroups right, but
// a ragged grid from too few.
uint64_t minimum_sample(const Machine& machine, uint64_t grid);

TimedDispatch dispatch_timed(Emulator& emulator, const Kernel& kernel, Launch launch,
                             std::span<const ArgumentValue> arguments, const TimingOptions& options = {});
TimedDispatch dispatch_kernarg_timed(Emulator& emulator, const Kernel& kernel, Launch launch,
                                     std::span<const uint8_t> kernarg, const TimingOptions& options = {});

}  // namespace gfxtile::emu::timing
