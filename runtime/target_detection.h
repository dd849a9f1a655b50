#pragma once
// Which target to compile for: GFXTILE_ARCH, or the HIP device's gcnArchName. Parsing is
// TargetId::parse's; this adds where the text came from to its errors.

#include <optional>
#include <string_view>

#include "core/target.h"

namespace gfxtile {

// GFXTILE_ARCH parsed; nullopt when unset. Throws Error naming the variable and the supported
// targets when it is not a supported target id.
std::optional<TargetId> target_from_environment();

// A device's architecture name ("gfx942:sramecc+:xnack-") parsed; an unsupported one is an Error
// naming the device and the supported targets.
TargetId target_from_device_architecture(std::string_view architecture, std::string_view device);

// GFXTILE_ARCH when set, else HIP device 0's architecture. Throws when neither is available.
TargetId detect_target();

}  // namespace gfxtile
