#include "testing/emulated_device.h"

#include "core/error.h"
#include "hsaco/code_object.h"
#include "lowering/tile/compile.h"

namespace gfxtile::testing {

std::vector<TargetId> emulated_targets() {
  return {TargetId::parse("gfx942"), TargetId::parse("gfx950"), TargetId::parse("gfx1250")};
}

std::string EmulatedDevice::dispatch(const std::vector<uint8_t>& hsaco, const std::string& name, const DispatchShape& shape,
                                     uint32_t block, const std::vector<emu::ArgumentValue>& arguments) {
  CodeObject object = CodeObject::parse(hsaco);
  emu::Kernel loaded = emulator_.load(object, name);
  emu::Launch launch;
  launch.grid = shape.grid;
  launch.block = {block, 1, 1};
  launch.dynamic_lds_bytes = shape.dynamic_lds_bytes;
  launch.check_hazards = check_hazards;
  launch.host_threads = host_threads;
  emu::DispatchResult result;
  if (timing) {
    emu::timing::TimedDispatch timed = emu::timing::dispatch_timed(emulator_, loaded, launch, arguments, *timing);
    result = std::move(timed.dispatch);
    last_timing = std::move(timed.timing);
  } else {
    result = emulator_.dispatch(loaded, launch, arguments);
  }
  last_statistics = result.statistics;
  return result.ok() ? std::string() : result.fault->to_string();
}

std::string EmulatedDevice::run(const Kernel& kernel, const DispatchShape& shape,
                                const std::vector<emu::ArgumentValue>& arguments) {
  return dispatch(compile_kernel(kernel), kernel.name, shape, static_cast<uint32_t>(kernel.workgroup_size()), arguments);
}

void EmulatedDevice::launch(const Kernel& kernel, const DispatchShape& shape,
                            const std::vector<emu::ArgumentValue>& arguments) {
  const std::string fault = run(kernel, shape, arguments);
  if (!fault.empty()) fail("kernel '{}' on {}: {}", kernel.name, kernel.target.to_string(), fault);
}

void EmulatedDevice::launch_code_object(const std::vector<uint8_t>& hsaco, const std::string& name,
                                        const DispatchShape& shape, uint32_t block,
                                        const std::vector<emu::ArgumentValue>& arguments) {
  const std::string fault = dispatch(hsaco, name, shape, block, arguments);
  if (!fault.empty()) fail("kernel '{}' of a code object for {}: {}", name, CodeObject::parse(hsaco).target().to_string(), fault);
}

}  // namespace gfxtile::testing
