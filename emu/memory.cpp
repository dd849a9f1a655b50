#include "emu/memory.h"

#include <cstring>

#include "core/error.h"

namespace gfxtile::emu {

namespace {
constexpr uint64_t kPage = 4096;
constexpr uint64_t kGap = 64 * 1024;  // unmapped bytes after each allocation
}  // namespace

uint64_t DeviceMemory::reserve(size_t bytes) {
  const uint64_t base = next_address_;
  const uint64_t rounded = (static_cast<uint64_t>(bytes) + kPage - 1) / kPage * kPage;
  next_address_ = base + rounded + kGap;
  return base;
}

uint64_t DeviceMemory::allocate(size_t bytes) {
  std::lock_guard lock(mutex_);
  Region region;
  region.base = reserve(bytes);
  region.size = bytes;
  region.owned.reset(new uint8_t[bytes == 0 ? 1 : bytes]());
  region.host = region.owned.get();
  const uint64_t base = region.base;
  regions_.emplace(base, std::move(region));
  return base;
}

uint64_t DeviceMemory::register_host(void* host, size_t bytes) {
  if (host == nullptr && bytes != 0) fail("register_host: null host pointer for {} bytes", bytes);
  std::lock_guard lock(mutex_);
  Region region;
  region.base = reserve(bytes);
  region.size = bytes;
  region.host = static_cast<uint8_t*>(host);
  const uint64_t base = region.base;
  regions_.emplace(base, std::move(region));
  return base;
}

void DeviceMemory::free(uint64_t address) {
  std::lock_guard lock(mutex_);
  auto found = regions_.find(address);
  if (found == regions_.end()) fail("free: {:#x} is not the start of an emulator allocation", address);
  regions_.erase(found);
}

const DeviceMemory::Region* DeviceMemory::find(uint64_t address) const {
  auto next = regions_.upper_bound(address);
  if (next == regions_.begin()) return nullptr;
  const Region& region = std::prev(next)->second;
  if (address - region.base >= region.size && !(region.size == 0 && address == region.base)) return nullptr;
  return &region;
}

uint8_t* DeviceMemory::translate(uint64_t address, size_t bytes) const {
  const Region* region = find(address);
  if (region == nullptr) return nullptr;
  const uint64_t offset = address - region->base;
  if (offset + bytes > region->size) return nullptr;
  return region->host + offset;
}

void DeviceMemory::copy_to_device(uint64_t address, const void* source, size_t bytes) {
  if (bytes == 0) return;
  uint8_t* target = translate(address, bytes);
  if (target == nullptr) fail("copy_to_device: [{:#x}, +{}) is not inside one allocation", address, bytes);
  std::memcpy(target, source, bytes);
}

void DeviceMemory::copy_from_device(void* destination, uint64_t address, size_t bytes) const {
  if (bytes == 0) return;
  const uint8_t* source = translate(address, bytes);
  if (source == nullptr) fail("copy_from_device: [{:#x}, +{}) is not inside one allocation", address, bytes);
  std::memcpy(destination, source, bytes);
}

void DeviceMemory::fill(uint64_t address, uint8_t value, size_t bytes) {
  if (bytes == 0) return;
  uint8_t* target = translate(address, bytes);
  if (target == nullptr) fail("fill: [{:#x}, +{}) is not inside one allocation", address, bytes);
  std::memset(target, value, bytes);
}

size_t DeviceMemory::bytes_in_use() const {
  std::lock_guard lock(mutex_);
  size_t total = 0;
  for (const auto& [base, region] : regions_) total += region.size;
  return total;
}

}  // namespace gfxtile::emu
