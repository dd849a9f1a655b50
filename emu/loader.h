#pragma once
// Places a code object's loadable sections in device memory, as a GPU loader would: .rodata,
// .text, .data, the GOT, with its dynamic relocations applied. Kernels reach constant tables
// and globals through s_getpc_b64-relative addresses and the GOT, so these must exist at
// addresses consistent with the code's own (fake) address.

#include <cstdint>

#include "emu/memory.h"
#include "hsaco/code_object.h"

namespace gfxtile::emu {

// Returns the device address of virtual address 0 of the image. Throws Error for relocation
// types a loader for these targets does not support.
uint64_t map_code_object(DeviceMemory& memory, const CodeObject& object);

}  // namespace gfxtile::emu
