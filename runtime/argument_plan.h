#pragma once
// How a kernel's arguments become its kernarg segment, worked out once per kernel from the
// metadata: each explicit argument's offset, size and kind, and which hidden arguments are
// filled from the launch (block counts, group sizes, remainders, grid dimensions, dynamic LDS).
// Packing then only checks and copies.

#include <cstdint>
#include <cstring>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "hsaco/metadata.h"
#include "runtime/device.h"
#include "runtime/element_type.h"

namespace gfxtile {

// One launch argument as the host gives it.
struct ArgumentValue {
  enum class Kind : uint8_t { pointer, value };
  Kind kind = Kind::value;
  ElementType type = ElementType::u64;   // the value's type, or the buffer's element type
  bool typed = true;         // false for a raw device address (element type unknown)
  uint8_t size = 0;          // bytes (8 for pointers)
  uint64_t bits = 0;         // the value, little-endian in the low `size` bytes

  static ArgumentValue pointer(uint64_t address, ElementType element, bool typed = true) {
    return {Kind::pointer, element, typed, 8, address};
  }
  template <typename T>
  static ArgumentValue value(T value);
  // "pointer to f32", "raw device pointer", "4-byte i32 value".
  std::string describe() const;
};

class ArgumentPlan {
 public:
  // `lds_limit`: LDS bytes one workgroup may use on the target.
  static ArgumentPlan build(const KernelMetadata& metadata, uint64_t lds_limit);

  const std::string& kernel_name() const { return kernel_name_; }
  size_t explicit_count() const { return explicit_.size(); }
  // Bytes of the whole segment, hidden arguments included.
  size_t kernarg_size() const { return kernarg_size_; }
  // Bytes up to the end of the last explicit argument.
  size_t explicit_size() const { return explicit_size_; }

  // Checks `values` against the metadata (count, pointer or value, size) and the launch against
  // the kernel's limits (workgroup size, LDS), then writes the segment into `out`
  // (kernarg_size() bytes). Throws Error naming the kernel and argument.
  void pack(std::span<const ArgumentValue> values, const LaunchConfig& config, std::span<uint8_t> out) const;

 private:
  struct Explicit {
    uint32_t offset;
    uint8_t size;
    bool pointer;
    std::string name;
    std::string type_name;
    // What type_name denotes (the pointee for pointers), when the metadata has a known one.
    std::optional<ElementType> element;
  };
  enum class HiddenKind : uint8_t {
    block_count_x, block_count_y, block_count_z,
    group_size_x, group_size_y, group_size_z,
    remainder_x, remainder_y, remainder_z,
    grid_dims, dynamic_lds_size
  };
  struct Hidden {
    uint32_t offset;
    uint8_t size;
    HiddenKind kind;
  };
  [[noreturn]] void argument_error(size_t index, const ArgumentValue& value, std::string_view problem) const;
  void check_launch(const LaunchConfig& config) const;

  std::string kernel_name_;
  std::vector<Explicit> explicit_;
  std::vector<Hidden> hidden_;
  size_t kernarg_size_ = 0;
  size_t explicit_size_ = 0;
  uint64_t max_workgroup_size_ = 0;
  uint64_t static_lds_ = 0;
  uint64_t lds_limit_ = 0;
};

template <typename T>
ArgumentValue ArgumentValue::value(T value) {
  static_assert(sizeof(T) <= 8 && std::is_trivially_copyable_v<T>);
  ArgumentValue argument{Kind::value, element_type_of<T>(), true, static_cast<uint8_t>(sizeof(T)), 0};
  std::memcpy(&argument.bits, &value, sizeof(T));
  return argument;
}

}  // namespace gfxtile
