#pragma once
// Element types of device buffers and kernel arguments, as the runtime sees them: a size and a
// name for messages. 16-bit floats are carried as their bits. (The DSL's DType, dsl/dtype.h,
// describes tile values; this is the host's view of buffer elements, named apart so that host
// code can include both.)

#include <cstdint>
#include <optional>
#include <string_view>
#include <type_traits>

namespace gfxtile {

enum class ElementType : uint8_t { f64, f32, f16, bf16, i64, i32, i16, i8, u64, u32, u16, u8 };

// 16-bit floating-point values as bits, so that host code can pass and store them.
struct Half {
  uint16_t bits = 0;
};
struct BFloat16 {
  uint16_t bits = 0;
};

size_t element_size(ElementType type);
bool is_floating_point(ElementType type);
// The element type a C/HIP type name in code object metadata denotes ("float", "const half*"
// gives f16 with `pointer` true); nullopt for names it does not know.
std::optional<ElementType> element_type_from_c_name(std::string_view name, bool& pointer);
std::string_view element_type_name(ElementType type);  // "f32", "bf16", ...

template <typename T>
constexpr ElementType element_type_of() {
  if constexpr (std::is_same_v<T, double>) return ElementType::f64;
  else if constexpr (std::is_same_v<T, float>) return ElementType::f32;
  else if constexpr (std::is_same_v<T, Half>) return ElementType::f16;
  else if constexpr (std::is_same_v<T, BFloat16>) return ElementType::bf16;
  else if constexpr (std::is_same_v<T, int64_t>) return ElementType::i64;
  else if constexpr (std::is_same_v<T, int32_t>) return ElementType::i32;
  else if constexpr (std::is_same_v<T, int16_t>) return ElementType::i16;
  else if constexpr (std::is_same_v<T, int8_t>) return ElementType::i8;
  else if constexpr (std::is_same_v<T, uint64_t>) return ElementType::u64;
  else if constexpr (std::is_same_v<T, uint32_t>) return ElementType::u32;
  else if constexpr (std::is_same_v<T, uint16_t>) return ElementType::u16;
  else if constexpr (std::is_same_v<T, uint8_t>) return ElementType::u8;
  else static_assert(sizeof(T) == 0, "not a gfxtile element type");
}

}  // namespace gfxtile
