#pragma once
// Element types of device buffers and kernel arguments, as the runtime sees them: a size and a
// name for messages. 16-bit floats are carried as their bits.

#include <cstdint>
#include <string_view>
#include <type_traits>

namespace gfxtile {

enum class DType : uint8_t { f64, f32, f16, bf16, i64, i32, i16, i8, u64, u32, u16, u8 };

// 16-bit floating-point values as bits, so that host code can pass and store them.
struct Half {
  uint16_t bits = 0;
};
struct BFloat16 {
  uint16_t bits = 0;
};

size_t dtype_size(DType type);
std::string_view dtype_name(DType type);  // "f32", "bf16", ...

template <typename T>
constexpr DType dtype_of() {
  if constexpr (std::is_same_v<T, double>) return DType::f64;
  else if constexpr (std::is_same_v<T, float>) return DType::f32;
  else if constexpr (std::is_same_v<T, Half>) return DType::f16;
  else if constexpr (std::is_same_v<T, BFloat16>) return DType::bf16;
  else if constexpr (std::is_same_v<T, int64_t>) return DType::i64;
  else if constexpr (std::is_same_v<T, int32_t>) return DType::i32;
  else if constexpr (std::is_same_v<T, int16_t>) return DType::i16;
  else if constexpr (std::is_same_v<T, int8_t>) return DType::i8;
  else if constexpr (std::is_same_v<T, uint64_t>) return DType::u64;
  else if constexpr (std::is_same_v<T, uint32_t>) return DType::u32;
  else if constexpr (std::is_same_v<T, uint16_t>) return DType::u16;
  else if constexpr (std::is_same_v<T, uint8_t>) return DType::u8;
  else static_assert(sizeof(T) == 0, "not a gfxtile element type");
}

}  // namespace gfxtile
