#include "emu/lds_race_detector.h"

namespace gfxtile::emu {

const char* hazard_kind_name(HazardKind kind) {
  switch (kind) {
    case HazardKind::missing_wait: return "missing wait";
    case HazardKind::source_overwritten: return "asynchronous store source overwritten";
    case HazardKind::lds_race: return "LDS race";
    case HazardKind::uninitialized_read: return "read of uninitialized LDS";
  }
  return "hazard";
}

void LdsRaceDetector::reset(uint32_t lds_bytes, bool check_uninitialized) {
  if (shadow_.size() < lds_bytes) shadow_.resize(lds_bytes);
  lds_bytes_ = lds_bytes;
  check_uninitialized_ = check_uninitialized;
  if (++generation_ == 0) {  // wrapped: clear once every 2^32 workgroups
    for (Entry& e : shadow_) e.generation = 0;
    generation_ = 1;
  }
}

LdsRaceDetector::Entry& LdsRaceDetector::entry(uint32_t address) {
  Entry& e = shadow_[address];
  if (e.generation != generation_) {
    e = Entry{};
    e.generation = generation_;
  }
  return e;
}

namespace {

Hazard make_hazard(HazardKind kind, uint32_t address, int first_wave, uint32_t first_pc, bool first_write,
                   int second_wave, uint32_t second_pc, bool second_write) {
  Hazard h;
  h.kind = kind;
  h.address = address;
  h.first_wave = first_wave;
  h.first_pc = first_pc;
  h.first_write = first_write;
  h.second_wave = second_wave;
  h.second_pc = second_pc;
  h.second_write = second_write;
  return h;
}

}  // namespace

std::optional<Hazard> LdsRaceDetector::read(int wave, uint32_t pc, uint32_t phase, uint32_t address, uint32_t bytes) {
  std::optional<Hazard> found;
  const uint32_t end = address + bytes > lds_bytes_ ? lds_bytes_ : address + bytes;
  for (uint32_t a = address; a < end; ++a) {
    Entry& e = entry(a);
    if (!found) {
      if (e.write.wave >= 0 && e.write.wave != wave && !ordered(e.write.phase, phase))
        found = make_hazard(HazardKind::lds_race, a, e.write.wave, e.write.pc, true, wave, pc, false);
      else if (check_uninitialized_ && e.write.wave < 0)
        found = make_hazard(HazardKind::uninitialized_read, a, -1, 0, false, wave, pc, false);
    }
    // Keep this wave's latest read, and one other wave's read that is not yet ordered before it.
    Access current{pc, phase, wave};
    if (e.read[0].wave == wave || e.read[0].wave < 0) {
      e.read[0] = current;
    } else if (e.read[1].wave == wave || e.read[1].wave < 0) {
      e.read[1] = current;
    } else {
      // Two other waves hold the slots: drop one that is ordered before this read.
      const int slot = ordered(e.read[0].phase, phase) ? 0 : ordered(e.read[1].phase, phase) ? 1 : -1;
      if (slot >= 0) e.read[slot] = current;
    }
  }
  return found;
}

std::optional<Hazard> LdsRaceDetector::write(int wave, uint32_t pc, uint32_t phase, uint32_t address, uint32_t bytes) {
  std::optional<Hazard> found;
  const uint32_t end = address + bytes > lds_bytes_ ? lds_bytes_ : address + bytes;
  for (uint32_t a = address; a < end; ++a) {
    Entry& e = entry(a);
    if (!found) {
      if (e.write.wave >= 0 && e.write.wave != wave && !ordered(e.write.phase, phase)) {
        found = make_hazard(HazardKind::lds_race, a, e.write.wave, e.write.pc, true, wave, pc, true);
      } else {
        for (const Access& r : e.read) {
          if (r.wave >= 0 && r.wave != wave && !ordered(r.phase, phase)) {
            found = make_hazard(HazardKind::lds_race, a, r.wave, r.pc, false, wave, pc, true);
            break;
          }
        }
      }
    }
    e.write = Access{pc, phase, wave};
    // Reads ordered before this write can no longer race with anything later.
    for (Access& r : e.read)
      if (r.wave == wave || (r.wave >= 0 && ordered(r.phase, phase))) r = Access{};
  }
  return found;
}

}  // namespace gfxtile::emu
