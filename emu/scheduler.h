#pragma once
// Runs a dispatch: workgroups spread over host threads, the waves of a workgroup interleaved
// up to barriers, the first fault (lowest workgroup) reported. Deterministic for kernels whose
// workgroups do not race on memory.

#include <cstdint>
#include <span>

#include "emu/emulator.h"

namespace gfxtile::emu {

DispatchResult run_dispatch(DeviceMemory& memory, const Program& program, const Launch& launch,
                            std::span<const uint8_t> kernarg);

}  // namespace gfxtile::emu
