#include "emu/timing/timing.h"

#include <algorithm>
#include <atomic>
#include <cstdio>
#include <cstdlib>

#include <fmt/format.h>

#include "core/error.h"
#include "core/file.h"
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
  const uint64_t units = uint64_t(std::max(1, machine.compute_units));
  if (grid <= units) return grid;
  // The recorder traces ceil(grid / stride) with stride = ceil(grid / max): at most grid / units.
  const uint64_t stride = grid / units;
  return grid / stride + (grid % stride != 0);
}

TimedDispatch dispatch_kernarg_timed(Emulator& emulator, const Kernel& kernel, Launch launch,
                                     std::span<const uint8_t> kernarg, const TimingOptions& options) {
  const Machine& machine = resolve_machine(options.machine, kernel.program().target.architecture);
  uint64_t max_traced = options.max_traced_workgroups;
  if (options.at_least_minimum_sample && max_traced > 0) max_traced = std::max(max_traced, minimum_sample(machine, launch.grid.count()));
  TimingRecorder recorder(launch.grid.count(), max_traced, options.skip_untraced);
  launch.timing = &recorder;
  TimedDispatch result;
  result.dispatch = emulator.dispatch_kernarg(kernel, launch, kernarg);
  if (!result.dispatch.ok()) return result;
  ModelOptions model;
  // GFXTILE_TIMELINE=DIR: every timed dispatch's issue listing to DIR/KERNEL.N.txt (N counts the
  // process's timed dispatches), for benchmarks that do not expose the timeline themselves.
  const char* timeline_directory = std::getenv("GFXTILE_TIMELINE");
  model.timeline = options.timeline || (timeline_directory && *timeline_directory);
  model.memory = &emulator.memory();
  result.timing = model_dispatch(kernel.program(), launch, recorder, machine, result.dispatch.statistics, model);
  if (timeline_directory && *timeline_directory) {
    static std::atomic<int> dispatches{0};
    const std::string path = fmt::format("{}/{}.{}.txt", timeline_directory, kernel.name(), dispatches++);
    const std::string listing = result.timing.timeline_listing(kernel.program().texts);
    write_file(path, listing, "GFXTILE_TIMELINE");
    if (!options.timeline) result.timing.timeline.clear();
  }
  return result;
}

TimedDispatch dispatch_timed(Emulator& emulator, const Kernel& kernel, Launch launch,
                             std::span<const ArgumentValue> arguments, const TimingOptions& options) {
  const std::vector<uint8_t> kernarg = emulator.pack_arguments(kernel, launch, arguments);
  return dispatch_kernarg_timed(emulator, kernel, launch, kernarg, options);
}

}  // namespace gfxtile::emu::timing
