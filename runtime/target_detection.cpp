#include "runtime/target_detection.h"

#include "core/error.h"
#include "runtime/environment.h"
#include "runtime/hip_device.h"

namespace gfxtile {

std::optional<TargetId> target_from_environment() {
  const auto text = environment_variable("GFXTILE_ARCH");
  if (!text) return std::nullopt;
  try {
    return TargetId::parse(*text);
  } catch (const Error& error) {
    fail("GFXTILE_ARCH: {}", error.what());
  }
}

TargetId target_from_device_architecture(std::string_view architecture, std::string_view device) {
  try {
    return TargetId::parse(architecture);
  } catch (const Error& error) {
    fail("{} reports architecture '{}', which gfxtile cannot compile for: {}", device, architecture, error.what());
  }
}

TargetId detect_target() {
  if (auto target = target_from_environment()) return *target;
  std::string problem;
  auto device = HipDevice::open(problem);
  if (!device)
    fail("no target: GFXTILE_ARCH is not set and no HIP device was found ({}); set GFXTILE_ARCH to one of {}",
         problem, supported_target_names());
  return device->target();
}

}  // namespace gfxtile
