import type { HomeContent } from './home-types';

/** Home content of the thermal-imaging brand (English; its German falls back to it). */
export const microHome: Omit<HomeContent, 'faqs'> = {
  news: [
    { key: 'micro-fire-prevention', daysAgo: 4, t: { en: ['New course: fixed thermal cameras for fire prevention', 'Early hot-spot detection for waste, recycling and storage sites, with alarm rules you can reuse.', 'Fires in recycling plants often start as a slow hot spot deep in a pile. The new course shows how to place fixed thermal cameras, set regions of interest and tune temperature alarms so the night shift is warned long before smoke appears.'] } },
    { key: 'micro-drone', daysAgo: 11, t: { en: ['Drone thermography: flight planning made simple', 'A short video series on planning roof and solar inspections from the air.', 'Three new videos cover flight altitude, overlap and the best time of day for solar and roof inspections, plus the paperwork most countries ask for.'] } },
    { key: 'micro-level2', daysAgo: 19, t: { en: ['Professional level now with a practical exam', 'Certified professionals prove their skills on a live switchgear inspection.', 'From this quarter the professional certificate includes a practical exam: a recorded inspection of a live electrical panel, reviewed by a certified thermographer.'] } },
    { key: 'micro-emissivity', daysAgo: 28, t: { en: ['Emissivity cheat sheet for the field', 'Download the one-page table of common materials and their emissivity values.', 'The most common reason for a wrong reading is a wrong emissivity value. Our new cheat sheet lists sixty everyday materials and fits in a camera case.'] } },
    { key: 'micro-buildings', daysAgo: 40, t: { en: ['Winter is inspection season for buildings', 'Join a live session on finding insulation gaps and thermal bridges.', 'A temperature difference of at least 10 °C between inside and outside makes insulation faults easy to see. Our trainers show what to look for and how to report it.'] } },
    { key: 'micro-community', daysAgo: 52, t: { en: ['5,000 certified thermographers', 'Inspectors in 30 countries now hold a Credo Thermal certificate.', 'Thank you to every thermographer who learned with us. The community forum now has a section per industry, from electrical maintenance to building diagnostics.'] } },
  ],
  trainers: [
    { portrait: 13, country: 'GB', name: { en: 'Helen Brooks' }, t: { en: ['Level 3 thermographer', 'Twenty years of electrical inspections in power plants and data centres.'] } },
    { portrait: 3, country: 'DE', name: { en: 'Markus Weber' }, t: { en: ['Trainer, fixed thermal systems', 'Designs fire-prevention systems for recycling plants across Europe.'] } },
    { portrait: 2, country: 'NL', name: { en: 'Anouk de Vries' }, t: { en: ['Trainer, building diagnostics', 'Finds the leaks and thermal bridges that energy audits miss.'] } },
    { portrait: 5, country: 'US', name: { en: 'Marcus Reed' }, t: { en: ['Trainer, drone thermography', 'Certified drone pilot inspecting solar farms and roofs.'] } },
    { portrait: 14, country: 'FR', name: { en: 'Claire Dubois' }, t: { en: ['Trainer, thermal physics', 'Physicist who makes emissivity and reflected temperature intuitive.'] } },
    { portrait: 15, country: 'GB', name: { en: 'Raj Patel' }, t: { en: ['Trainer, reporting software', 'Turns a day of captures into a report the asset owner actually reads.'] } },
  ],
  comments: [
    { portrait: 9, rating: 5, t: { en: ['Lukas Becker', 'Maintenance electrician, Stadtwerke', 'After the electrical inspection course I found a loose busbar connection during my very first survey.'] } },
    { portrait: 8, rating: 5, t: { en: ['Sophie Martin', 'Energy auditor', 'The building diagnostics videos are short and to the point, and the reporting tips saved me hours.'] } },
    { portrait: 11, rating: 4, t: { en: ['James O\'Connor', 'Facility manager', 'Good balance of physics and practice. I would like more examples from cold stores.'] } },
    { portrait: 12, rating: 5, t: { en: ['Aylin Demir', 'Thermography student', 'The emissivity course finally made sense of why my readings were off on metal surfaces.'] } },
    { portrait: 7, rating: 5, t: { en: ['Pieter Janssen', 'Solar O&M engineer', 'Drone flight planning plus thermal interpretation in one track — exactly what our team needed.'] } },
    { portrait: 10, rating: 4, t: { en: ['Grace Wilson', 'Insurance risk surveyor', 'Clear and practical; the certificate is now requested by two of our clients.'] } },
  ],
  classrooms: [
    { kind: 0, cert: 'micro-thermal-associate', inDays: 8, hours: 8, startHourUtc: 8, city: 0, trainer: 0, seats: 12, cover: 'course-thermal', t: { en: 'Handheld thermography field day' } },
    { kind: 1, cert: 'micro-fundamentals', inDays: 12, hours: 3, startHourUtc: 15, city: null, trainer: 4, seats: 50, cover: 'course-general', t: { en: 'Infrared physics — live online' } },
    { kind: 0, cert: 'micro-thermal-professional', inDays: 21, hours: 32, startHourUtc: 8, city: 1, trainer: 1, seats: 10, cover: 'course-thermal', t: { en: 'Fixed thermal systems workshop with practical exam' } },
    { kind: 1, cert: null, inDays: 26, hours: 2, startHourUtc: 16, city: null, trainer: 3, seats: 80, cover: 'course-webinar', t: { en: 'Drone thermography Q&A' } },
    { kind: 0, cert: 'micro-fundamentals', inDays: 35, hours: 8, startHourUtc: 8, city: 2, trainer: 2, seats: 14, cover: 'course-thermal', t: { en: 'Building diagnostics in winter' } },
    { kind: 1, cert: 'micro-thermal-associate', inDays: 44, hours: 3, startHourUtc: 14, city: null, trainer: 5, seats: 40, cover: 'course-general', t: { en: 'Thermal reporting software — live online' } },
  ],
};

/** Home content of the robotics brand (English). */
export const robotHome: Omit<HomeContent, 'faqs'> = {
  news: [
    { key: 'robot-fleet', daysAgo: 5, t: { en: ['Fleet management course updated for v4', 'New chapters on traffic rules, charging strategies and multi-site fleets.', 'The fleet management course now follows the v4 fleet software: traffic zones, charging schedules and dashboards that span several warehouses.'] } },
    { key: 'robot-safety-standard', daysAgo: 13, t: { en: ['What the new AMR safety standard means for you', 'A plain-language summary of the updated requirements for mobile robots.', 'Our safety trainers summarise what changed for risk assessment, speed limits near people and documentation, with a checklist you can take on site.'] } },
    { key: 'robot-practical', daysAgo: 22, t: { en: ['Practical exams at our Hamburg training hall', 'Commission a real AMR on a mock warehouse floor.', 'The professional practical exam now runs on a 600 m² mock warehouse with racks, doors and lifts.'] } },
    { key: 'robot-webinar', daysAgo: 31, t: { en: ['Webinar: from pilot to 100 robots', 'Lessons from three sites that scaled their AMR fleets.', 'Operations managers share what changed when they went from a two-robot pilot to a fleet of a hundred.'] } },
    { key: 'robot-mapping', daysAgo: 43, t: { en: ['New video: mapping a warehouse in one shift', 'Tips for clean maps and fewer re-localisation stops.', 'A twelve-minute walkthrough of mapping, editing and publishing a site map.'] } },
    { key: 'robot-partners', daysAgo: 58, t: { en: ['Ten new integration partners certified', 'More integrators can now commission Credo Robotics fleets.', 'Ten integrators completed the professional track this quarter and joined the partner network.'] } },
  ],
  trainers: [
    { portrait: 4, country: 'DE', name: { en: 'Jana Schulz' }, t: { en: ['Lead trainer, AMR commissioning', 'Commissioned fleets in automotive and e-commerce warehouses.'] } },
    { portrait: 1, country: 'GB', name: { en: 'Daniel Hughes' }, t: { en: ['Trainer, robot safety', 'Safety engineer who writes risk assessments for robot cells.'] } },
    { portrait: 13, country: 'US', name: { en: 'Alicia Gomez' }, t: { en: ['Trainer, fleet software', 'Knows every traffic rule and charging strategy of the fleet manager.'] } },
    { portrait: 15, country: 'DE', name: { en: 'Stefan Krüger' }, t: { en: ['Trainer, maintenance', 'Keeps drive units, lidars and batteries in shape.'] } },
    { portrait: 0, country: 'GB', name: { en: 'Olivia Bennett' }, t: { en: ['Trainer, integration', 'Connects robots to WMS, doors and lifts.'] } },
    { portrait: 5, country: 'DE', name: { en: 'Kwame Mensah' }, t: { en: ['Trainer, mapping and navigation', 'Turns messy warehouses into clean, robot-friendly maps.'] } },
  ],
  comments: [
    { portrait: 9, rating: 5, t: { en: ['Felix Wagner', 'Intralogistics engineer', 'The commissioning course saved our team weeks on the second site.'] } },
    { portrait: 10, rating: 5, t: { en: ['Hannah Fischer', 'Operations manager', 'Safety training that my shift leaders actually enjoyed.'] } },
    { portrait: 7, rating: 4, t: { en: ['Mohamed Saleh', 'Maintenance technician', 'Great maintenance videos; I would like a printable checklist per robot model.'] } },
    { portrait: 12, rating: 5, t: { en: ['Laura Rossi', 'Automation student', 'Clear explanations of lidar and navigation, with real warehouse footage.'] } },
    { portrait: 11, rating: 5, t: { en: ['Tom Schneider', 'System integrator', 'The practical exam on the mock warehouse floor is as close to real as it gets.'] } },
    { portrait: 8, rating: 4, t: { en: ['Emma Clarke', 'Project manager', 'Good overview for non-engineers who run robot projects.'] } },
  ],
  classrooms: [
    { kind: 0, cert: 'robot-safety', inDays: 7, hours: 8, startHourUtc: 8, city: 0, trainer: 1, seats: 16, cover: 'course-robot', t: { en: 'Robot safety day' } },
    { kind: 1, cert: 'robot-amr-associate', inDays: 11, hours: 3, startHourUtc: 13, city: null, trainer: 2, seats: 40, cover: 'course-general', t: { en: 'AMR fundamentals — live online' } },
    { kind: 0, cert: 'robot-amr-professional', inDays: 18, hours: 32, startHourUtc: 8, city: 0, trainer: 0, seats: 8, cover: 'course-robot', t: { en: 'Commissioning workshop with practical exam' } },
    { kind: 1, cert: null, inDays: 24, hours: 2, startHourUtc: 15, city: null, trainer: 4, seats: 100, cover: 'course-webinar', t: { en: 'Integrating robots with your WMS' } },
    { kind: 0, cert: 'robot-amr-associate', inDays: 32, hours: 16, startHourUtc: 8, city: 1, trainer: 5, seats: 12, cover: 'course-robot', t: { en: 'Mapping and navigation bootcamp' } },
    { kind: 1, cert: 'robot-safety', inDays: 39, hours: 3, startHourUtc: 9, city: null, trainer: 3, seats: 40, cover: 'course-general', t: { en: 'Preventive maintenance — live online' } },
  ],
};
