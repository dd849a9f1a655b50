// Vector memory: global, flat, scratch and buffer loads, stores and atomics, and loads into
// LDS (M0). Every access is bounds-checked against the device memory, the workgroup's LDS or
// the lane's private segment; buffer resources add the hardware's range check (out-of-range
// loads read 0, stores and atomics are dropped).

#include <algorithm>
#include <atomic>
#include <bit>

#include <fmt/format.h>

#include "emu/memory.h"
#include "emu/semantics/common.h"

namespace gfxtile::emu {
namespace {

enum class Mode { global, flat, scratch, buffer };
enum Extension : uint32_t { kZero = 0, kSign = 1, kD16Low = 2, kD16High = 3, kToLds = 4 };

struct BufferResource {
  uint64_t base;
  uint32_t stride;
  uint32_t records;
};

inline BufferResource buffer_resource(const Wave& wave, const Operand& operand) {
  const uint32_t* r = &wave.sgpr[operand.index];
  return {uint64_t(r[0]) | uint64_t(r[1] & 0xffff) << 32, (r[1] >> 16) & 0x3fff, r[2]};
}

// Operand positions: for loads (dst, vaddr, saddr/srsrc, soffset); for stores and
// non-returning atomics (vaddr, vdata, saddr) or (vdata, vaddr, srsrc, soffset) for buffers.
template <Mode M>
struct Addressing {
  int vaddr, saddr, soffset;
};

// Resolves an instruction's address operands once; pointer() then gives the host pointer of
// one lane's access of `bytes` at `element` bytes into it, or nullptr when a buffer's range
// check drops it (out-of-bounds memory faults instead).
template <Mode M>
struct Addresser {
  Wave& wave;
  const Instruction& in;
  const uint32_t* row0 = nullptr;  // vaddr (low dword), null for "off"
  const uint32_t* row1 = nullptr;  // the next VGPR
  bool has_saddr = false;
  uint64_t scalar_base = 0;        // saddr (global), saddr (scratch), soffset (buffer)
  BufferResource resource{};
  int64_t offset;

  Addresser(Wave& w, const Instruction& instruction, int vaddr, int saddr, int soffset)
      : wave(w), in(instruction), offset(instruction.offset) {
    const Operand& va = in.operands[vaddr];
    if (va.kind == OperandKind::vgpr) {
      row0 = wave.vgpr + va.index * kWaveSize;
      row1 = row0 + kWaveSize;
    }
    if constexpr (M == Mode::global || M == Mode::scratch) {
      has_saddr = in.operands[saddr].kind == OperandKind::sgpr;
      if (has_saddr) scalar_base = M == Mode::global ? scalar64(wave, in.operands[saddr]) : scalar32(wave, in.operands[saddr]);
    } else if constexpr (M == Mode::buffer) {
      resource = buffer_resource(wave, in.operands[saddr]);
      scalar_base = in.operands[soffset].kind == OperandKind::none ? 0 : scalar32(wave, in.operands[soffset]);
    }
  }

  // Global: the address lane `lane` accesses (offset included).
  uint64_t global_address(int lane) const {
    const uint64_t address = has_saddr ? scalar_base + row0[lane] : (uint64_t(row0[lane]) | uint64_t(row1[lane]) << 32);
    return address + uint64_t(offset);
  }

  uint8_t* pointer(int lane, uint32_t bytes, uint32_t element, MemoryAccess access) const {
    if constexpr (M == Mode::global) {
      return wave.global_pointer(global_address(lane) + element, bytes, lane, access);
    } else if constexpr (M == Mode::flat) {
      const uint64_t address = (uint64_t(row0[lane]) | uint64_t(row1[lane]) << 32) + uint64_t(offset) + element;
      return wave.flat_pointer(address, bytes, lane, access);
    } else if constexpr (M == Mode::scratch) {
      uint64_t address = uint64_t(offset) + element + scalar_base;
      if (row0) address += row0[lane];
      return wave.private_pointer(uint32_t(address), bytes, lane);
    } else {
      uint32_t index = 0, voffset = 0;
      if (in.flags & kFlagIdxen) {
        index = row0[lane];
        if (in.flags & kFlagOffen) voffset = row1[lane];
      } else if (in.flags & kFlagOffen) {
        voffset = row0[lane];
      }
      const uint64_t at = uint64_t(voffset) + uint32_t(offset) + element;
      if ((in.flags & kFlagIdxen) && resource.stride != 0) {
        if (index >= resource.records) return nullptr;
      } else if (at + bytes > resource.records) {
        return nullptr;
      }
      return wave.global_pointer(resource.base + scalar_base + at + uint64_t(index) * resource.stride, bytes, lane, access);
    }
  }
};

// Whole-wave global accesses. Most global instructions have every active lane inside one
// allocation; then one check of the lowest and highest address covers every lane, and the
// lanes copy without a check each. Anything else (a fault, lanes in several allocations) takes
// the per-lane path, which checks and reports lane by lane exactly as before.

// Host pointers of every active lane's access of `bytes`, or false when they do not all lie
// inside one allocation.
bool resolve_wave(Wave& wave, const Addresser<Mode::global>& address, uint64_t mask, uint32_t bytes, MemoryAccess access, uint8_t** host) {
  uint64_t addresses[kWaveSize];
  uint64_t low = ~uint64_t{0}, high = 0;
  for_each_lane(mask, [&](int l) {
    const uint64_t a = address.global_address(l);
    addresses[l] = a;
    low = std::min(low, a);
    high = std::max(high, a);
  });
  const uint64_t end = high + bytes;
  if (end < high) return false;
  if (!(low >= wave.cached_base && end - wave.cached_base <= wave.cached_size)) {
    const DeviceMemory::Region* region = wave.dispatch->memory->find(low);
    if (region == nullptr || end - region->base > region->size) return false;
    wave.cached_base = region->base, wave.cached_size = region->size, wave.cached_host = region->host;
  }
  uint8_t* const base = wave.cached_host;
  const uint64_t origin = wave.cached_base;
  for_each_lane(mask, [&](int l) { host[l] = base + (addresses[l] - origin); });
  if (wave.footprint) [[unlikely]]
    for_each_lane(mask, [&](int l) { wave.record_footprint(addresses[l], bytes, access); });
  return true;
}

// Loads of Bytes per lane into dst (d16 forms merge into one half).
template <uint32_t Bytes>
void load_lanes(Wave& wave, const Operand& dst, uint64_t mask, uint8_t* const* host, uint32_t extension, bool sign) {
  if constexpr (Bytes >= 4) {
    uint32_t* rows[4];
    for (uint32_t i = 0; i < Bytes / 4; ++i) rows[i] = wave.vector_row(dst, int(i));
    for_each_lane(mask, [&](int l) {
      for (uint32_t i = 0; i < Bytes / 4; ++i) std::memcpy(&rows[i][l], host[l] + 4 * i, 4);
    });
  } else {
    uint32_t* row = wave.vector_row(dst);
    for_each_lane(mask, [&](int l) {
      uint32_t value;
      if constexpr (Bytes == 1) {
        value = *host[l];
      } else {
        uint16_t half;
        std::memcpy(&half, host[l], 2);
        value = half;
      }
      if (sign && (value >> (8 * Bytes - 1)) & 1) value |= ~((1u << (8 * Bytes)) - 1);
      if (extension == kD16Low) row[l] = (row[l] & 0xffff0000u) | (value & 0xffff);
      else if (extension == kD16High) row[l] = (row[l] & 0xffff) | value << 16;
      else row[l] = value;
    });
  }
}

template <uint32_t Bytes>
void store_lanes(Wave& wave, const Operand& data, uint64_t mask, uint8_t* const* host, uint32_t extension) {
  if constexpr (Bytes >= 4) {
    const uint32_t* rows[4];
    for (uint32_t i = 0; i < Bytes / 4; ++i) rows[i] = wave.vector_row(data, int(i));
    for_each_lane(mask, [&](int l) {
      for (uint32_t i = 0; i < Bytes / 4; ++i) std::memcpy(host[l] + 4 * i, &rows[i][l], 4);
    });
  } else {
    const uint32_t* row = wave.vector_row(data);
    const uint32_t shift = extension == kD16High ? 16 : 0;
    for_each_lane(mask, [&](int l) {
      const uint32_t value = row[l] >> shift;
      if constexpr (Bytes == 1) {
        *host[l] = uint8_t(value);
      } else {
        const uint16_t half = uint16_t(value);
        std::memcpy(host[l], &half, 2);
      }
    });
  }
}

// The whole-wave load or store; false when the per-lane path must run.
bool global_wave_access(Wave& wave, const Instruction& in, const Addresser<Mode::global>& address, const Operand& registers,
                        bool store) {
  const uint32_t bytes = in.parameter[0], extension = in.parameter[1];
  const bool sign = extension == kSign || in.parameter[2];
  const uint64_t mask = wave.exec();
  uint8_t* host[kWaveSize];
  if (mask == 0 || !resolve_wave(wave, address, mask, bytes, store ? MemoryAccess::write : MemoryAccess::read, host)) return false;
  switch (bytes) {
    case 1: store ? store_lanes<1>(wave, registers, mask, host, extension) : load_lanes<1>(wave, registers, mask, host, extension, sign); break;
    case 2: store ? store_lanes<2>(wave, registers, mask, host, extension) : load_lanes<2>(wave, registers, mask, host, extension, sign); break;
    case 4: store ? store_lanes<4>(wave, registers, mask, host, extension) : load_lanes<4>(wave, registers, mask, host, extension, sign); break;
    case 8: store ? store_lanes<8>(wave, registers, mask, host, extension) : load_lanes<8>(wave, registers, mask, host, extension, sign); break;
    case 12: store ? store_lanes<12>(wave, registers, mask, host, extension) : load_lanes<12>(wave, registers, mask, host, extension, sign); break;
    case 16: store ? store_lanes<16>(wave, registers, mask, host, extension) : load_lanes<16>(wave, registers, mask, host, extension, sign); break;
    default: return false;
  }
  const uint64_t moved = uint64_t(std::popcount(mask)) * bytes;
  (store ? wave.statistics->global_bytes_written : wave.statistics->global_bytes_read) += moved;
  return true;
}

template <Mode M>
constexpr Addressing<M> load_operands() {
  if constexpr (M == Mode::buffer) return {1, 2, 3};
  else if constexpr (M == Mode::flat) return {1, 5, 5};
  else return {1, 2, 5};
}
template <Mode M>
constexpr Addressing<M> store_operands() {
  if constexpr (M == Mode::buffer) return {1, 2, 3};
  else if constexpr (M == Mode::flat) return {0, 5, 5};
  else return {0, 2, 5};
}

template <Mode M>
void load(Wave& wave, const Instruction& in) {
  const uint32_t bytes = in.parameter[0], extension = in.parameter[1], sign = in.parameter[2];
  constexpr Addressing<M> a = load_operands<M>();
  if ((in.flags & kFlagLds) || extension == kToLds) {
    // Into LDS at M0 + offset + lane * size (the destination VGPRs are not written).
    const uint32_t base = wave.sgpr[gfx9::kM0] & 0x3ffff;
    const Addresser<M> lds_source(wave, in, a.vaddr - 1, a.saddr - 1, a.soffset - 1);
    uint64_t read = 0;
    for_each_lane(wave.exec(), [&](int l) {
      // No destination register: the address operands move up by one.
      const uint8_t* source = lds_source.pointer(l, bytes, 0, MemoryAccess::read);
      // The instruction offset applies to both the global and the LDS address.
      uint8_t* target = wave.lds_pointer(uint64_t(base) + uint32_t(in.offset) + uint64_t(l) * bytes, bytes, l);
      if (source) std::memcpy(target, source, bytes);
      else std::memset(target, 0, bytes);
      read += bytes;
    });
    wave.statistics->global_bytes_read += read;
    wave.statistics->lds_bytes_written += read;
    return;
  }
  const Operand& dst = in.operands[0];
  const Addresser<M> address(wave, in, a.vaddr, a.saddr, a.soffset);
  if constexpr (M == Mode::global)
    if (global_wave_access(wave, in, address, dst, false)) return;
  uint64_t read = 0;
  for_each_lane(wave.exec(), [&](int l) {
    if (bytes >= 4) {
      // Read everything before writing: the destination may overlap the address registers.
      uint32_t values[4] = {0, 0, 0, 0};
      if constexpr (M == Mode::buffer) {  // the range check applies per dword
        for (uint32_t i = 0; i < bytes / 4; ++i) {
          const uint8_t* source = address.pointer(l, 4, 4 * i, MemoryAccess::read);
          if (source) std::memcpy(&values[i], source, 4);
        }
      } else {
        copy_small(values, address.pointer(l, bytes, 0, MemoryAccess::read), bytes);
      }
      for (uint32_t i = 0; i < bytes / 4; ++i) wave.vector_row(dst, int(i))[l] = values[i];
    } else {
      const uint8_t* source = address.pointer(l, bytes, 0, MemoryAccess::read);
      uint32_t value = 0;
      if (source) copy_small(&value, source, bytes);
      const bool negative = (value >> (8 * bytes - 1)) & 1;
      if ((extension == kSign || sign) && negative) value |= ~((1u << (8 * bytes)) - 1);
      uint32_t& register_value = wave.vector_row(dst)[l];
      if (extension == kD16Low) register_value = (register_value & 0xffff0000u) | (value & 0xffff);
      else if (extension == kD16High) register_value = (register_value & 0xffff) | value << 16;
      else register_value = value;
    }
    read += bytes;
  });
  wave.statistics->global_bytes_read += read;
}

template <Mode M>
void store(Wave& wave, const Instruction& in) {
  const uint32_t bytes = in.parameter[0], extension = in.parameter[1];
  constexpr Addressing<M> a = store_operands<M>();
  const Operand& data = in.operands[M == Mode::buffer ? 0 : 1];
  const Addresser<M> address(wave, in, a.vaddr, a.saddr, a.soffset);
  if constexpr (M == Mode::global)
    if (global_wave_access(wave, in, address, data, true)) return;
  uint64_t written = 0;
  for_each_lane(wave.exec(), [&](int l) {
    if (bytes >= 4) {
      if constexpr (M == Mode::buffer) {  // the range check applies per dword
        for (uint32_t i = 0; i < bytes / 4; ++i) {
          uint8_t* target = address.pointer(l, 4, 4 * i, MemoryAccess::write);
          if (target) std::memcpy(target, &wave.vector_row(data, int(i))[l], 4);
        }
      } else {
        uint8_t* target = address.pointer(l, bytes, 0, MemoryAccess::write);
        for (uint32_t i = 0; i < bytes / 4; ++i) std::memcpy(target + 4 * i, &wave.vector_row(data, int(i))[l], 4);
      }
    } else {
      uint8_t* target = address.pointer(l, bytes, 0, MemoryAccess::write);
      uint32_t value = wave.vector_row(data)[l];
      if (extension == kD16High) value >>= 16;
      if (target) copy_small(target, &value, bytes);
    }
    written += bytes;
  });
  wave.statistics->global_bytes_written += written;
}

// Atomics. parameter[0]: operation, parameter[1]: 4 or 8 bytes.
enum AtomicOperation : uint32_t {
  kSwap, kCompareSwap, kAdd, kSub, kSignedMin, kUnsignedMin, kSignedMax, kUnsignedMax, kAnd, kOr, kXor, kIncrement,
  kDecrement, kAddF32, kAddF64, kMinF64, kMaxF64, kAddPackedF16, kAddPackedBf16,
};

template <typename T>
T atomic_update(uint32_t operation, T old, T value, T compare) {
  using S = std::make_signed_t<T>;
  switch (operation) {
    case kSwap: return value;
    case kCompareSwap: return old == compare ? value : old;
    case kAdd: return old + value;
    case kSub: return old - value;
    case kSignedMin: return T(std::min(S(old), S(value)));
    case kUnsignedMin: return std::min(old, value);
    case kSignedMax: return T(std::max(S(old), S(value)));
    case kUnsignedMax: return std::max(old, value);
    case kAnd: return old & value;
    case kOr: return old | value;
    case kXor: return old ^ value;
    case kIncrement: return old >= value ? T(0) : T(old + 1);
    case kDecrement: return (old == 0 || old > value) ? value : T(old - 1);
    case kAddF32:
      if constexpr (sizeof(T) == 4) return float_to_bits(bits_to_float(old) + bits_to_float(value));
      return old;
    case kAddF64:
      if constexpr (sizeof(T) == 8) return double_to_bits(bits_to_double(old) + bits_to_double(value));
      return old;
    case kMinF64:
      if constexpr (sizeof(T) == 8) return double_to_bits(std::fmin(bits_to_double(old), bits_to_double(value)));
      return old;
    case kMaxF64:
      if constexpr (sizeof(T) == 8) return double_to_bits(std::fmax(bits_to_double(old), bits_to_double(value)));
      return old;
    case kAddPackedF16:
      if constexpr (sizeof(T) == 4) {
        T result = 0;
        for (int h = 0; h < 2; ++h)
          result |= T(float_to_half(half_to_float(uint16_t(old >> 16 * h)) + half_to_float(uint16_t(value >> 16 * h)))) << 16 * h;
        return result;
      }
      return old;
    case kAddPackedBf16:
      if constexpr (sizeof(T) == 4) {
        T result = 0;
        for (int h = 0; h < 2; ++h)
          result |= T(float_to_bfloat(bfloat_to_float(uint16_t(old >> 16 * h)) + bfloat_to_float(uint16_t(value >> 16 * h)))) << 16 * h;
        return result;
      }
      return old;
    default: return old;
  }
}

// Read-modify-write, atomic with respect to other host threads.
template <typename T>
T atomic_apply(uint8_t* pointer, uint32_t operation, T value, T compare) {
  if (reinterpret_cast<uintptr_t>(pointer) % sizeof(T) != 0) raise_fault("misaligned atomic");
  std::atomic_ref<T> target(*reinterpret_cast<T*>(pointer));
  T old = target.load(std::memory_order_relaxed);
  while (!target.compare_exchange_weak(old, atomic_update<T>(operation, old, value, compare), std::memory_order_relaxed)) {
  }
  return old;
}

template <Mode M>
void atomic(Wave& wave, const Instruction& in) {
  const uint32_t operation = in.parameter[0], bytes = in.parameter[1];
  const bool returns = in.flags & kFlagGlc;
  // Global/flat: [vdst,] vaddr, vdata[, saddr]. Buffer: vdata (also the return), vaddr, srsrc, soffset.
  int vaddr, data, saddr, soffset = 5, result;
  if constexpr (M == Mode::buffer) {
    data = 0, vaddr = 1, saddr = 2, soffset = 3, result = 0;
  } else {
    const int shift = returns ? 1 : 0;
    vaddr = shift, data = shift + 1, saddr = shift + 2, result = 0;
  }
  const Operand& data_operand = in.operands[data];
  const int words = bytes / 4;
  const Addresser<M> address(wave, in, vaddr, saddr, soffset);
  uint64_t moved = 0;
  for_each_lane(wave.exec(), [&](int l) {
    uint8_t* target = address.pointer(l, bytes, 0, MemoryAccess::write);
    uint64_t value = wave.vector_row(data_operand, 0)[l];
    if (words == 2) value |= uint64_t(wave.vector_row(data_operand, 1)[l]) << 32;
    uint64_t compare = 0;
    if (operation == kCompareSwap) {
      compare = wave.vector_row(data_operand, words)[l];
      if (words == 2) compare |= uint64_t(wave.vector_row(data_operand, 3)[l]) << 32;
    }
    uint64_t old = 0;
    if (target) {
      old = bytes == 4 ? atomic_apply<uint32_t>(target, operation, uint32_t(value), uint32_t(compare))
                       : atomic_apply<uint64_t>(target, operation, value, compare);
    }
    if (returns) {
      wave.vector_row(in.operands[result], 0)[l] = uint32_t(old);
      if (words == 2) wave.vector_row(in.operands[result], 1)[l] = uint32_t(old >> 32);
    }
    moved += bytes;
  });
  wave.statistics->global_bytes_written += moved;
  if (returns) wave.statistics->global_bytes_read += moved;
}

template <Mode M>
void add_family(OperationTable& t, const std::string& prefix) {
  struct Load {
    const char* suffix;
    uint32_t bytes, extension, sign;
  };
  static constexpr Load kLoads[] = {
      {"load_ubyte", 1, kZero, 0},         {"load_sbyte", 1, kSign, 0},          {"load_ushort", 2, kZero, 0},
      {"load_sshort", 2, kSign, 0},        {"load_dword", 4, kZero, 0},          {"load_dwordx2", 8, kZero, 0},
      {"load_dwordx3", 12, kZero, 0},      {"load_dwordx4", 16, kZero, 0},       {"load_short_d16", 2, kD16Low, 0},
      {"load_short_d16_hi", 2, kD16High, 0}, {"load_ubyte_d16", 1, kD16Low, 0}, {"load_ubyte_d16_hi", 1, kD16High, 0},
      {"load_sbyte_d16", 1, kD16Low, 1},   {"load_sbyte_d16_hi", 1, kD16High, 1},
  };
  for (const Load& item : kLoads) t.add(prefix + item.suffix, load<M>, ConstantType::b32, item.bytes, item.extension, item.sign);
  if (M == Mode::global) {
    t.add(prefix + "load_lds_dword", load<M>, ConstantType::b32, 4, kToLds);
    t.add(prefix + "load_lds_ubyte", load<M>, ConstantType::b32, 1, kToLds);
    t.add(prefix + "load_lds_ushort", load<M>, ConstantType::b32, 2, kToLds);
    t.add(prefix + "load_lds_dwordx4", load<M>, ConstantType::b32, 16, kToLds);
    t.add(prefix + "load_lds_dwordx3", load<M>, ConstantType::b32, 12, kToLds);
  }
  struct Store {
    const char* suffix;
    uint32_t bytes, extension;
  };
  static constexpr Store kStores[] = {{"store_byte", 1, kZero},          {"store_short", 2, kZero},
                                      {"store_byte_d16_hi", 1, kD16High}, {"store_short_d16_hi", 2, kD16High},
                                      {"store_dword", 4, kZero},          {"store_dwordx2", 8, kZero},
                                      {"store_dwordx3", 12, kZero},       {"store_dwordx4", 16, kZero}};
  for (const Store& item : kStores) t.add(prefix + item.suffix, store<M>, ConstantType::b32, item.bytes, item.extension);
  if (M == Mode::scratch) return;
  struct Atomic {
    const char* name;
    uint32_t operation;
  };
  static constexpr Atomic kAtomics[] = {
      {"swap", kSwap}, {"cmpswap", kCompareSwap}, {"add", kAdd}, {"sub", kSub}, {"smin", kSignedMin},
      {"umin", kUnsignedMin}, {"smax", kSignedMax}, {"umax", kUnsignedMax}, {"and", kAnd}, {"or", kOr}, {"xor", kXor},
      {"inc", kIncrement}, {"dec", kDecrement}};
  for (const Atomic& item : kAtomics) {
    t.add(prefix + "atomic_" + item.name, atomic<M>, ConstantType::b32, item.operation, 4);
    t.add(prefix + "atomic_" + item.name + "_x2", atomic<M>, ConstantType::b32, item.operation, 8);
  }
  t.add(prefix + "atomic_add_f32", atomic<M>, ConstantType::b32, kAddF32, 4);
  t.add(prefix + "atomic_pk_add_f16", atomic<M>, ConstantType::b32, kAddPackedF16, 4);
  t.add(prefix + "atomic_pk_add_bf16", atomic<M>, ConstantType::b32, kAddPackedBf16, 4);
  t.add(prefix + "atomic_add_f64", atomic<M>, ConstantType::b32, kAddF64, 8);
  t.add(prefix + "atomic_min_f64", atomic<M>, ConstantType::b32, kMinF64, 8);
  t.add(prefix + "atomic_max_f64", atomic<M>, ConstantType::b32, kMaxF64, 8);
}

}  // namespace

void register_memory_operations(OperationTable& t, Architecture) {
  add_family<Mode::global>(t, "global_");
  add_family<Mode::flat>(t, "flat_");
  add_family<Mode::scratch>(t, "scratch_");
  add_family<Mode::buffer>(t, "buffer_");
}

}  // namespace gfxtile::emu
