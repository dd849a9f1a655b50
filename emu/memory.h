#pragma once
// Device memory of the emulator: host memory at fake device addresses. Allocations are
// separated by unmapped gaps so that a kernel running off the end of a buffer faults instead of
// silently touching its neighbour. Allocation and copies must not overlap a dispatch; during a
// dispatch the map is only read (translate), so any number of host threads may use it.

#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>

namespace gfxtile::emu {

class DeviceMemory {
 public:
  DeviceMemory() = default;
  DeviceMemory(const DeviceMemory&) = delete;
  DeviceMemory& operator=(const DeviceMemory&) = delete;

  // Zero-filled memory owned by the emulator; returns its device address.
  uint64_t allocate(size_t bytes);
  // Host memory owned by the caller, visible to kernels at the returned device address until
  // it is freed. The memory must outlive that.
  uint64_t register_host(void* host, size_t bytes);
  // Releases an allocation or registration by its base address. Throws Error for others.
  void free(uint64_t address);

  // Copies between host and device; throw Error when the range is not inside one allocation.
  void copy_to_device(uint64_t address, const void* source, size_t bytes);
  void copy_from_device(void* destination, uint64_t address, size_t bytes) const;
  void fill(uint64_t address, uint8_t value, size_t bytes);

  // Host pointer for [address, address + bytes) when that lies inside one allocation, else
  // nullptr. Lock-free for readers while no allocation changes.
  uint8_t* translate(uint64_t address, size_t bytes) const;

  // Bytes currently allocated or registered.
  size_t bytes_in_use() const;

  struct Region {
    uint64_t base = 0;
    size_t size = 0;
    uint8_t* host = nullptr;
    std::unique_ptr<uint8_t[]> owned;
  };
  // The region holding `address`, or nullptr.
  const Region* find(uint64_t address) const;

 private:
  uint64_t reserve(size_t bytes);
  std::map<uint64_t, Region> regions_;
  uint64_t next_address_ = uint64_t{1} << 40;  // far from 0 so that null pointers fault
  mutable std::mutex mutex_;
};

}  // namespace gfxtile::emu
