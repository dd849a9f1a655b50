#include "runtime/device.h"

#include <fmt/format.h>

#include "core/error.h"
#include "runtime/emulator_device.h"
#include "runtime/environment.h"
#include "runtime/hip_device.h"
#include "runtime/target_detection.h"

namespace gfxtile {
namespace {

// The emulator's target when nothing names one: the first supported target.
TargetId emulator_target() {
  if (auto target = target_from_environment()) return *target;
  return TargetId{.architecture = supported_targets().front().architecture};
}

}  // namespace

DeviceChoice device_choice_from_environment() {
  const std::string value = environment_variable("GFXTILE_DEVICE").value_or("auto");
  if (value == "auto") return DeviceChoice::automatic;
  if (value == "hip") return DeviceChoice::hip;
  if (value == "emu" || value == "emulator") return DeviceChoice::emulator;
  fail("GFXTILE_DEVICE='{}' is not one of auto, hip, emu", value);
}

std::unique_ptr<Device> open_device(DeviceChoice choice) {
  if (choice == DeviceChoice::emulator) return open_emulator_device(emulator_target());
  std::string problem;
  auto device = HipDevice::open(problem);
  if (device) return device;
  if (choice == DeviceChoice::hip) fail("GFXTILE_DEVICE=hip, but no HIP device is usable: {}", problem);
  if (!environment_variable("GFXTILE_QUIET"))
    fmt::print(stderr, "gfxtile: no AMD GPU through HIP ({}); using the emulator\n", problem);
  return open_emulator_device(emulator_target());
}

}  // namespace gfxtile
