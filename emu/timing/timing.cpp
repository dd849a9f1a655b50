#include "emu/timing/timing.h"

#include <algorithm>

#include "core/error.h"
#include "emu/program.h"
#include "emu/timing/recorder.h"

namespace gfxtile::emu::timing {

const Machine& resolve_machine(std::string_view name, Architecture architecture) {
  if (name.empty()) return default_machine(architecture);
  const Machine* machine = find_machine(name);
  if (!machine) fail("timing: unknown machine '{}' (known: {})", name, machine_names());
  if (machine->architecture != architecture)
    fail("timing: machine '{}' is a {} part; the code object is for {}", name,
         properties(machine->architecture).name, properties(architecture).name);
  return *machine;
}

uint64_t minimum_sample(const Machine& machine, uint64_t grid) {
  return std::min<uint64_t>(grid, uint64_t(machine.compute_units));
}

TimedDispatch dispatch_kernarg_timed(Emulator& emulator, const Kernel& kernel, Launch launch,
                                     std::span<const uint8_t> kernarg, const TimingOptions& options) {
  const Machine& machine = resolve_machine(options.machine, kernel.program().target.architecture);
  TimingRecorder recorder(launch.grid.count(), options.max_traced_workgroups, options.skip_untraced);
  launch.timing = &recorder;
  TimedDispatch result;
  result.dispatch = emulator.dispatch_kernarg(kernel, launch, kernarg);
  if (!result.dispatch.ok()) return result;
  ModelOptions model;
  model.timeline = options.timeline;
  model.memory = &emulator.memory();
  result.timing = model_dispatch(kernel.program(), launch, recorder, machine, result.dispatch.statistics, model);
  return result;
}

TimedDispatch dispatch_timed(Emulator& emulator, const Kernel& kernel, Launch launch,
                             std::span<const ArgumentValue> arguments, const TimingOptions& options) {
  const std::vector<uint8_t> kernarg = emulator.pack_arguments(kernel, launch, arguments);
  return dispatch_kernarg_timed(emulator, kernel, launch, kernarg, options);
}

}  // namespace gfxtile::emu::timing
