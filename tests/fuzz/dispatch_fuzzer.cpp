// Fuzz target: a whole emulated dispatch of a mutated code object (emu/emulator.h): parse, load
// with unsupported instructions deferred, pack the arguments the metadata asks for, map the
// image, run two workgroups under a small instruction budget (the watchdog) with hazard checks
// on. Bad code objects throw gfxtile::Error; bad machine code ends in a Fault; nothing crashes
// or hangs the host.

#include <algorithm>

#include "emu/emulator.h"
#include "tests/fuzz/fuzz_support.h"

using namespace gfxtile;

namespace {

// The instruction budget keeps one execution around a millisecond; the seeds' kernels run into
// it, which is the point: the watchdog path is exercised as often as a kernel's end.
constexpr uint64_t kInstructionBudget = 1 << 14;
constexpr size_t kBufferBytes = 1 << 16;
constexpr uint64_t kLargestArgument = 256;  // by-value arguments the harness fills (bytes)

void run(const CodeObject& object, const KernelCode& code) {
  emu::Emulator emulator;
  emu::DecodeOptions options;
  options.defer_unsupported = true;
  const emu::Kernel kernel = emulator.load(object, code.name, options);
  std::vector<emu::ArgumentValue> arguments;
  for (const KernelArgument& argument : code.metadata.arguments) {
    if (argument.is_hidden()) continue;
    if (argument.size > kLargestArgument) return;  // the harness's limit, not the emulator's
    emu::ArgumentValue value;
    if (argument.is_pointer() && argument.size == 8) {
      value = emu::ArgumentValue::pointer(emulator.memory().allocate(kBufferBytes));
    } else {
      value.bytes.assign(argument.size, 0);
      if (argument.size >= 1) value.bytes[0] = 64;  // small counts, so that loops end
    }
    arguments.push_back(std::move(value));
  }
  emu::Launch launch;
  launch.grid = {2, 1, 1};
  const uint64_t wave = object.target().architecture == Architecture::gfx1250 ? 32 : 64;
  launch.block = {uint32_t(std::clamp<uint64_t>(code.metadata.max_flat_workgroup_size, 1, 2 * wave)), 1, 1};
  launch.instruction_budget = kInstructionBudget;
  launch.check_hazards = true;
  (void)emulator.dispatch(kernel, launch, arguments);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  try {
    const CodeObject object = CodeObject::parse(fuzz::bytes_of(data, size));
    for (const KernelCode& code : object.kernels()) {
      try {
        run(object, code);
      } catch (const Error&) {
      }
    }
  } catch (const Error&) {
  }
  return 0;
}
