#include "hsaco/msgpack.h"

#include <cstring>

#include "core/error.h"

namespace gfxtile {

class MsgpackParser {
 public:
  explicit MsgpackParser(std::span<const uint8_t> bytes) : bytes_(bytes) {}

  MsgpackValue value(int depth) {
    if (depth > kMaxDepth) fail("metadata note: MessagePack nesting deeper than {}", kMaxDepth);
    const uint8_t tag = take(1)[0];
    MsgpackValue v;
    using Kind = MsgpackValue::Kind;
    if (tag <= 0x7f) return unsigned_value(tag);
    if (tag >= 0xe0) return signed_value(static_cast<int8_t>(tag));
    if ((tag & 0xf0) == 0x80) return map(tag & 0x0f, depth);
    if ((tag & 0xf0) == 0x90) return array(tag & 0x0f, depth);
    if ((tag & 0xe0) == 0xa0) return string(tag & 0x1f, Kind::string);
    switch (tag) {
      case 0xc0: return v;
      case 0xc2: case 0xc3: v.kind_ = Kind::boolean; v.boolean_ = tag == 0xc3; return v;
      case 0xc4: return string(big_endian(1), Kind::binary);
      case 0xc5: return string(big_endian(2), Kind::binary);
      case 0xc6: return string(big_endian(4), Kind::binary);
      case 0xca: { uint32_t bits = static_cast<uint32_t>(big_endian(4)); float f; std::memcpy(&f, &bits, 4);
                   v.kind_ = Kind::floating; v.floating_ = f; return v; }
      case 0xcb: { uint64_t bits = big_endian(8); double d; std::memcpy(&d, &bits, 8);
                   v.kind_ = Kind::floating; v.floating_ = d; return v; }
      case 0xcc: return unsigned_value(big_endian(1));
      case 0xcd: return unsigned_value(big_endian(2));
      case 0xce: return unsigned_value(big_endian(4));
      case 0xcf: return unsigned_value(big_endian(8));
      case 0xd0: return signed_value(static_cast<int8_t>(big_endian(1)));
      case 0xd1: return signed_value(static_cast<int16_t>(big_endian(2)));
      case 0xd2: return signed_value(static_cast<int32_t>(big_endian(4)));
      case 0xd3: return signed_value(static_cast<int64_t>(big_endian(8)));
      case 0xd9: return string(big_endian(1), Kind::string);
      case 0xda: return string(big_endian(2), Kind::string);
      case 0xdb: return string(big_endian(4), Kind::string);
      case 0xdc: return array(big_endian(2), depth);
      case 0xdd: return array(big_endian(4), depth);
      case 0xde: return map(big_endian(2), depth);
      case 0xdf: return map(big_endian(4), depth);
      default: fail("metadata note: unsupported MessagePack tag {:#04x} at offset {}", tag, offset_ - 1);
    }
  }

  bool at_end() const { return offset_ == bytes_.size(); }

 private:
  static constexpr int kMaxDepth = 32;

  std::span<const uint8_t> take(uint64_t count) {
    if (count > bytes_.size() - offset_)
      fail("metadata note: MessagePack value at offset {} needs {} bytes, {} remain", offset_, count,
           bytes_.size() - offset_);
    auto result = bytes_.subspan(offset_, count);
    offset_ += count;
    return result;
  }
  uint64_t big_endian(int count) {
    uint64_t value = 0;
    for (uint8_t byte : take(count)) value = value << 8 | byte;
    return value;
  }
  static MsgpackValue unsigned_value(uint64_t value) {
    MsgpackValue v;
    v.kind_ = MsgpackValue::Kind::unsigned_integer;
    v.unsigned_ = value;
    return v;
  }
  static MsgpackValue signed_value(int64_t value) {
    MsgpackValue v;
    v.kind_ = MsgpackValue::Kind::signed_integer;
    v.signed_ = value;
    v.unsigned_ = value >= 0 ? static_cast<uint64_t>(value) : 0;
    return v;
  }
  MsgpackValue string(uint64_t length, MsgpackValue::Kind kind) {
    auto bytes = take(length);
    MsgpackValue v;
    v.kind_ = kind;
    v.string_.assign(reinterpret_cast<const char*>(bytes.data()), bytes.size());
    return v;
  }
  // Each element takes at least one byte: a count beyond the remaining bytes is corrupt.
  void check_count(uint64_t count, uint64_t bytes_per_element) const {
    if (count > (bytes_.size() - offset_) / bytes_per_element)
      fail("metadata note: MessagePack container of {} elements overruns the note", count);
  }
  MsgpackValue array(uint64_t count, int depth) {
    check_count(count, 1);
    MsgpackValue v;
    v.kind_ = MsgpackValue::Kind::array;
    v.array_.reserve(count);
    for (uint64_t i = 0; i < count; ++i) v.array_.push_back(value(depth + 1));
    return v;
  }
  MsgpackValue map(uint64_t count, int depth) {
    check_count(count, 2);
    MsgpackValue v;
    v.kind_ = MsgpackValue::Kind::map;
    v.map_.reserve(count);
    for (uint64_t i = 0; i < count; ++i) {
      MsgpackValue key = value(depth + 1);
      v.map_.emplace_back(std::move(key), value(depth + 1));
    }
    return v;
  }

  std::span<const uint8_t> bytes_;
  uint64_t offset_ = 0;
};

bool MsgpackValue::is_non_negative_integer() const {
  return kind_ == Kind::unsigned_integer || (kind_ == Kind::signed_integer && signed_ >= 0);
}

const MsgpackValue* MsgpackValue::find(std::string_view key) const {
  if (kind_ != Kind::map) return nullptr;
  for (const auto& [name, value] : map_)
    if (name.is_string() && name.string() == key) return &value;
  return nullptr;
}

MsgpackValue MsgpackValue::parse(std::span<const uint8_t> bytes) {
  MsgpackParser parser(bytes);
  MsgpackValue root = parser.value(0);
  if (!parser.at_end()) fail("metadata note: trailing bytes after the MessagePack value");
  return root;
}

}  // namespace gfxtile
