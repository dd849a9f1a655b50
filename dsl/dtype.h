#pragma once
// Element types of tile values: floats (including the OCP and FNUZ fp8 forms), integers, the
// boolean i1, and global-memory pointers to any of them.

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace gfxtile {

enum class ScalarType : uint8_t {
  f32, f16, bf16,
  f8e4m3, f8e5m2,          // OCP E4M3FN / E5M2 (gfx950, gfx1250)
  f8e4m3fnuz, f8e5m2fnuz,  // FNUZ forms (gfx942)
  i1, i8, i16, i32, i64, u32,
};

// A scalar element type, or a pointer (global address space) to one.
struct DType {
  ScalarType scalar = ScalarType::f32;
  bool pointer = false;

  constexpr DType() = default;
  constexpr DType(ScalarType s, bool is_pointer = false) : scalar(s), pointer(is_pointer) {}

  constexpr DType pointee() const { return DType(scalar); }
  constexpr DType pointer_to() const { return DType(scalar, true); }
  bool is_float() const;         // f32 .. fp8, not pointers
  bool is_fp8() const;
  bool is_integer() const;       // i1 .. u32, not pointers
  bool is_signed() const;        // signed integers
  bool is_bool() const { return !pointer && scalar == ScalarType::i1; }
  int bits() const;              // of the element (64 for pointers)
  int bytes() const { return bits() == 1 ? 1 : bits() / 8; }
  std::string name() const;      // "f32", "ptr<bf16>"

  friend constexpr bool operator==(DType, DType) = default;
};

// "f32" -> f32 and so on; "ptr<f16>" -> pointer to f16.
std::optional<DType> parse_dtype(std::string_view text);

inline constexpr DType f32{ScalarType::f32}, f16{ScalarType::f16}, bf16{ScalarType::bf16};
inline constexpr DType f8e4m3{ScalarType::f8e4m3}, f8e5m2{ScalarType::f8e5m2};
inline constexpr DType f8e4m3fnuz{ScalarType::f8e4m3fnuz}, f8e5m2fnuz{ScalarType::f8e5m2fnuz};
inline constexpr DType i1{ScalarType::i1}, i8{ScalarType::i8}, i16{ScalarType::i16};
inline constexpr DType i32{ScalarType::i32}, i64{ScalarType::i64}, u32{ScalarType::u32};

}  // namespace gfxtile
