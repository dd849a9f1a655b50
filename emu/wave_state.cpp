#include "emu/wave_state.h"

#include "emu/timing/recorder.h"

#include <fmt/format.h>

#include "emu/memory.h"

namespace gfxtile::emu {

void raise_fault(std::string message, int lane) {
  throw FaultSignal{std::move(message), lane, false, 0};
}

void raise_address_fault(std::string message, int lane, uint64_t address) {
  throw FaultSignal{std::move(message), lane, true, address};
}

uint8_t* Wave::global_pointer_slow(uint64_t address, uint32_t bytes, int lane) {
  const DeviceMemory::Region* region = dispatch->memory->find(address);
  if (region == nullptr || address - region->base + bytes > region->size) {
    if (address >= gfx9::kSharedApertureBase && address < gfx9::kPrivateApertureBase + gfx9::kApertureSize)
      raise_address_fault(fmt::format("global access of {} bytes into the LDS/private aperture", bytes), lane, address);
    raise_address_fault(fmt::format("global memory access of {} bytes outside every allocation", bytes), lane, address);
  }
  cached_base = region->base;
  cached_size = region->size;
  cached_host = region->host;
  return region->host + (address - region->base);
}

uint8_t* Wave::lds_pointer(uint64_t address, uint32_t bytes, int lane) {
  if (address + bytes > dispatch->lds_bytes || address + bytes < address)
    raise_address_fault(fmt::format("LDS access of {} bytes outside the workgroup's {} bytes of LDS", bytes, dispatch->lds_bytes),
                        lane, address);
  return lds + address;
}

uint8_t* Wave::private_pointer(uint64_t address, uint32_t bytes, int lane) {
  const uint32_t size = dispatch->private_bytes_per_lane;
  if (address + bytes > size || address + bytes < address)
    raise_address_fault(fmt::format("scratch access of {} bytes outside the lane's {} private bytes", bytes, size), lane, address);
  return private_memory + static_cast<size_t>(lane) * size + address;
}

uint8_t* Wave::flat_pointer(uint64_t address, uint32_t bytes, int lane, MemoryAccess access) {
  if (address >= gfx9::kSharedApertureBase && address < gfx9::kSharedApertureBase + gfx9::kApertureSize)
    return lds_pointer(address - gfx9::kSharedApertureBase, bytes, lane);
  if (address >= gfx9::kPrivateApertureBase && address < gfx9::kPrivateApertureBase + gfx9::kApertureSize)
    return private_pointer(address - gfx9::kPrivateApertureBase, bytes, lane);
  return global_pointer(address, bytes, lane, access);
}

void Wave::record_footprint(uint64_t address, uint32_t bytes, MemoryAccess access) {
  footprint->touch(address, bytes, access == MemoryAccess::write);
}

}  // namespace gfxtile::emu
