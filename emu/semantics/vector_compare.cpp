// VOPC: v_cmp_* and v_cmpx_* for every type, and v_cmp_class_*. The destination is VCC (e32)
// or an SGPR pair (e64); v_cmpx also writes EXEC. Inactive lanes give 0.

#include <cmath>
#include <string>
#include <utility>

#include "emu/semantics/common.h"

namespace gfxtile::emu {
namespace {

enum class Type { f16, f32, f64, i16, u16, i32, u32, i64, u64 };

template <Type T>
inline double read_value(const Instruction& in, const Lanes& lo, const Lanes& hi, int source, int lane) {
  if constexpr (T == Type::f16) {
    uint16_t bits = half_of(lo[lane], in.op_sel >> source & 1);
    if (in.abs >> source & 1) bits &= 0x7fff;
    if (in.neg >> source & 1) bits ^= 0x8000;
    return half_to_float(bits);
  } else if constexpr (T == Type::f32) {
    return bits_to_float(sign_modifier(in, source).apply(lo[lane]));
  } else if constexpr (T == Type::f64) {
    uint64_t bits = lane64(lo, hi, lane);
    if (in.abs >> source & 1) bits &= ~(uint64_t{1} << 63);
    if (in.neg >> source & 1) bits ^= uint64_t{1} << 63;
    return bits_to_double(bits);
  } else {
    return 0;
  }
}

__extension__ using Int128 = __int128;

template <Type T>
inline Int128 read_integer(const Lanes& lo, const Lanes& hi, int lane) {
  if constexpr (T == Type::i16) return int16_t(lo[lane]);
  if constexpr (T == Type::u16) return uint16_t(lo[lane]);
  if constexpr (T == Type::i32) return int32_t(lo[lane]);
  if constexpr (T == Type::u32) return lo[lane];
  if constexpr (T == Type::i64) return int64_t(lane64(lo, hi, lane));
  return lane64(lo, hi, lane);
}

template <typename V>
inline bool evaluate(int condition, V a, V b, bool unordered) {
  switch (condition) {
    case 0: return false;
    case 1: return a < b;
    case 2: return a == b;
    case 3: return a <= b;
    case 4: return a > b;
    case 5: return a < b || a > b;  // lg / ne
    case 6: return a >= b;
    case 7: return !unordered;
    case 8: return unordered;
    case 9: return !(a >= b);
    case 10: return !(a < b || a > b);
    case 11: return !(a > b);
    case 12: return !(a <= b);
    case 13: return !(a == b);
    case 14: return !(a < b);
    default: return true;
  }
}

constexpr bool is_float(Type t) { return t == Type::f16 || t == Type::f32 || t == Type::f64; }
constexpr bool is_wide(Type t) { return t == Type::f64 || t == Type::i64 || t == Type::u64; }

void finish(Wave& wave, const Instruction& in, uint64_t mask, bool write_exec) {
  write_scalar64(wave, in.operands[0], mask);
  if (write_exec) wave.set_exec(mask);
}

template <Type T, int Condition, bool WriteExec>
void v_cmp(Wave& wave, const Instruction& in) {
  const Lanes alo = lanes(wave, in.operands[1], 0), blo = lanes(wave, in.operands[2], 0);
  const Lanes ahi = is_wide(T) ? lanes(wave, in.operands[1], 1) : alo, bhi = is_wide(T) ? lanes(wave, in.operands[2], 1) : blo;
  uint64_t mask = 0;
  for_each_lane(wave.exec(), [&](int l) {
    bool result;
    if constexpr (is_float(T)) {
      const double a = read_value<T>(in, alo, ahi, 0, l), b = read_value<T>(in, blo, bhi, 1, l);
      result = evaluate(Condition, a, b, std::isnan(a) || std::isnan(b));
    } else {
      result = evaluate(Condition, read_integer<T>(alo, ahi, l), read_integer<T>(blo, bhi, l), false);
    }
    if (result) mask |= uint64_t{1} << l;
  });
  finish(wave, in, mask, WriteExec);
}

template <Type T, bool WriteExec>
void v_cmp_class(Wave& wave, const Instruction& in) {
  const Lanes alo = lanes(wave, in.operands[1], 0), ahi = is_wide(T) ? lanes(wave, in.operands[1], 1) : alo;
  const Lanes classes = lanes(wave, in.operands[2]);
  uint64_t mask = 0;
  for_each_lane(wave.exec(), [&](int l) {
    int bit;
    bool signaling = false;
    double value;
    if constexpr (T == Type::f16) {
      const uint16_t bits = half_of(alo[l], in.op_sel & 1);
      signaling = (bits & 0x7c00) == 0x7c00 && (bits & 0x3ff) && !(bits & 0x200);
      value = read_value<T>(in, alo, ahi, 0, l);
    } else if constexpr (T == Type::f32) {
      const uint32_t bits = alo[l];
      signaling = (bits & 0x7f800000) == 0x7f800000 && (bits & 0x7fffff) && !(bits & 0x400000);
      value = read_value<T>(in, alo, ahi, 0, l);
    } else {
      const uint64_t bits = lane64(alo, ahi, l);
      signaling = (bits >> 52 & 0x7ff) == 0x7ff && (bits & 0xfffffffffffffull) && !(bits >> 51 & 1);
      value = read_value<T>(in, alo, ahi, 0, l);
    }
    const bool negative = std::signbit(value);
    // Subnormal in the source format, not in double.
    const double smallest_normal = T == Type::f16 ? 0x1p-14 : T == Type::f32 ? 0x1p-126 : 0x1p-1022;
    if (std::isnan(value)) bit = signaling ? 0 : 1;
    else if (std::isinf(value)) bit = negative ? 2 : 9;
    else if (value == 0) bit = negative ? 5 : 6;
    else if (std::fabs(value) < smallest_normal) bit = negative ? 4 : 7;
    else bit = negative ? 3 : 8;
    if ((classes[l] >> bit) & 1) mask |= uint64_t{1} << l;
  });
  finish(wave, in, mask, WriteExec);
}

template <Type T>
void add_type(OperationTable& table, const char* type_name) {
  [[maybe_unused]] static constexpr const char* kFloatNames[16] = {"f", "lt", "eq", "le", "gt", "lg", "ge", "o",
                                                  "u", "nge", "nlg", "ngt", "nle", "neq", "nlt", "tru"};
  const ConstantType constant = T == Type::f16 ? ConstantType::f16 : T == Type::f32 ? ConstantType::f32
                              : T == Type::f64 ? ConstantType::f64 : is_wide(T) ? ConstantType::b64 : ConstantType::b32;
  auto add = [&]<int C>(std::integral_constant<int, C>, const char* name) {
    table.add(std::string("v_cmp_") + name + "_" + type_name, v_cmp<T, C, false>, constant);
    table.add(std::string("v_cmpx_") + name + "_" + type_name, v_cmp<T, C, true>, constant);
  };
  auto add_all = [&]<int... C>(std::integer_sequence<int, C...>) {
    (add(std::integral_constant<int, C>{}, kFloatNames[C]), ...);
  };
  if constexpr (is_float(T)) {
    add_all(std::make_integer_sequence<int, 16>{});
    table.add(std::string("v_cmp_class_") + type_name, v_cmp_class<T, false>, constant);
    table.add(std::string("v_cmpx_class_") + type_name, v_cmp_class<T, true>, constant);
  } else {
    add(std::integral_constant<int, 0>{}, "f");
    add(std::integral_constant<int, 1>{}, "lt");
    add(std::integral_constant<int, 2>{}, "eq");
    add(std::integral_constant<int, 3>{}, "le");
    add(std::integral_constant<int, 4>{}, "gt");
    add(std::integral_constant<int, 5>{}, "ne");
    add(std::integral_constant<int, 6>{}, "ge");
    add(std::integral_constant<int, 15>{}, "t");
  }
}

}  // namespace

void register_vector_compare_operations(OperationTable& t, Architecture) {
  add_type<Type::f16>(t, "f16");
  add_type<Type::f32>(t, "f32");
  add_type<Type::f64>(t, "f64");
  add_type<Type::i16>(t, "i16");
  add_type<Type::u16>(t, "u16");
  add_type<Type::i32>(t, "i32");
  add_type<Type::u32>(t, "u32");
  add_type<Type::i64>(t, "i64");
  add_type<Type::u64>(t, "u64");
}

}  // namespace gfxtile::emu
