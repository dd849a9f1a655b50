#pragma once
// A small, defensive MessagePack reader for the code object metadata note. LLVM's msgpack
// Document traps on some malformed input (e.g. non-string map keys), so gfxtile reads the note
// itself: every length is checked against the buffer and nesting depth is bounded.

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gfxtile {

class MsgpackValue {
 public:
  enum class Kind { nil, boolean, signed_integer, unsigned_integer, floating, string, binary, array, map };

  Kind kind() const { return kind_; }
  bool is_map() const { return kind_ == Kind::map; }
  bool is_array() const { return kind_ == Kind::array; }
  bool is_string() const { return kind_ == Kind::string; }
  bool is_boolean() const { return kind_ == Kind::boolean; }
  // True for unsigned integers and non-negative signed ones.
  bool is_non_negative_integer() const;

  bool boolean() const { return boolean_; }
  uint64_t unsigned_integer() const { return unsigned_; }
  const std::string& string() const { return string_; }
  const std::vector<MsgpackValue>& array() const { return array_; }
  const std::vector<std::pair<MsgpackValue, MsgpackValue>>& map() const { return map_; }
  // The value of a string key in a map; nullptr when absent or when this is not a map.
  const MsgpackValue* find(std::string_view key) const;

  // Parses exactly one value spanning the whole buffer. Throws Error on malformed input.
  static MsgpackValue parse(std::span<const uint8_t> bytes);

 private:
  friend class MsgpackParser;
  Kind kind_ = Kind::nil;
  bool boolean_ = false;
  uint64_t unsigned_ = 0;
  int64_t signed_ = 0;
  double floating_ = 0;
  std::string string_;
  std::vector<MsgpackValue> array_;
  std::vector<std::pair<MsgpackValue, MsgpackValue>> map_;
};

}  // namespace gfxtile
