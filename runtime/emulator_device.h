#pragma once
// The emulator as a Device (emu/ runs the real code object). Dispatches are queued, as on a GPU,
// and run in order when the host next needs their results: synchronize(), a copy, a release. A
// fault in a dispatch becomes an Error there, naming kernel, PC, instruction, lane and address.

#include <memory>

#include "core/target.h"
#include "runtime/device.h"

namespace gfxtile {

// Whether this build contains the emulator (emu/ built as gfxtile_emu).
bool emulator_available();

// An emulated device for `target`. Throws Error when this build has no emulator.
std::unique_ptr<Device> open_emulator_device(const TargetId& target);

}  // namespace gfxtile
