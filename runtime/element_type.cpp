#include "runtime/element_type.h"

namespace gfxtile {

size_t element_size(ElementType type) {
  switch (type) {
    case ElementType::f64: case ElementType::i64: case ElementType::u64: return 8;
    case ElementType::f32: case ElementType::i32: case ElementType::u32: return 4;
    case ElementType::f16: case ElementType::bf16: case ElementType::i16: case ElementType::u16: return 2;
    case ElementType::i8: case ElementType::u8: return 1;
  }
  return 0;
}

std::string_view element_type_name(ElementType type) {
  switch (type) {
    case ElementType::f64: return "f64";
    case ElementType::f32: return "f32";
    case ElementType::f16: return "f16";
    case ElementType::bf16: return "bf16";
    case ElementType::i64: return "i64";
    case ElementType::i32: return "i32";
    case ElementType::i16: return "i16";
    case ElementType::i8: return "i8";
    case ElementType::u64: return "u64";
    case ElementType::u32: return "u32";
    case ElementType::u16: return "u16";
    case ElementType::u8: return "u8";
  }
  return "?";
}

}  // namespace gfxtile
