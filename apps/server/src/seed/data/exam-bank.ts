/**
 * The demo question bank (English) of the theory exams and quizzes, with no imports: the e2e
 * journeys read it to answer like a learner who studied (the answers are the seed's own data).
 */
export type DemoQuestion = { type: 1 | 2 | 4; content: string; options: string[]; answer: string[]; analysis: string };
const TF = ['True', 'False'];

/** The demo question bank (English): video security, intrusion and access control basics. */
export const DEMO_BANK: DemoQuestion[] = [
  { type: 1, content: 'Which standard series covers video surveillance systems for security applications in Europe?', options: ['EN 62676', 'EN 50131', 'EN 54', 'ISO 9001'], answer: ['A'], analysis: 'EN 62676 is the video surveillance series; EN 50131 covers intrusion and hold-up alarms, EN 54 fire detection.' },
  { type: 1, content: 'Which compression usually needs the least bandwidth for the same picture quality?', options: ['MJPEG', 'H.264', 'H.265', 'Uncompressed'], answer: ['C'], analysis: 'H.265 (HEVC) roughly halves the bitrate of H.264 at similar quality.' },
  { type: 1, content: 'What does PoE provide to a network camera?', options: ['Power and data over one cable', 'Only power', 'Only video', 'Wireless link'], answer: ['A'], analysis: 'Power over Ethernet carries power and data on the same twisted-pair cable.' },
  { type: 1, content: 'Which EN 50131 grade is meant for high-risk premises?', options: ['Grade 1', 'Grade 2', 'Grade 3', 'Grade 4'], answer: ['D'], analysis: 'Grade 4 is the highest risk grade; grade 3 is for medium to high risk.' },
  { type: 1, content: 'What is the usual purpose of WDR in a camera?', options: ['Zoom further', 'Show bright and dark areas of one scene', 'Record longer', 'Encrypt video'], answer: ['B'], analysis: 'Wide dynamic range keeps detail in both the bright and the dark parts of the image.' },
  { type: 2, content: 'Which of these are good practices when installing an IP camera? (choose all that apply)', options: ['Change the default password', 'Keep firmware up to date', 'Expose it directly to the internet', 'Synchronise its clock (NTP)'], answer: ['A', 'B', 'D'], analysis: 'Default credentials, old firmware and direct exposure are the main causes of camera compromises; correct time keeps evidence usable.' },
  { type: 2, content: 'Which factors reduce the usable detection range of a PIR detector? (choose all that apply)', options: ['Glass between detector and target', 'Movement straight towards the detector', 'Room temperature close to body temperature', 'A clean lens'], answer: ['A', 'B', 'C'], analysis: 'PIR sees heat moving across its zones: glass blocks infrared, head-on movement crosses few zones, and warm rooms reduce contrast.' },
  { type: 2, content: 'Which are credentials an access control reader may accept? (choose all that apply)', options: ['Card', 'PIN code', 'Fingerprint', 'Camera resolution'], answer: ['A', 'B', 'C'], analysis: 'Cards, PINs and biometrics are credentials; resolution is a camera property.' },
  { type: 2, content: 'Which settings influence how much storage a recorder needs? (choose all that apply)', options: ['Bitrate', 'Retention days', 'Number of cameras', 'Monitor size'], answer: ['A', 'B', 'C'], analysis: 'Storage = bitrate x time x cameras; the monitor has no influence.' },
  { type: 4, content: 'A higher frame rate always lowers the storage a camera needs.', options: TF, answer: ['B'], analysis: 'More frames per second means more data, not less.' },
  { type: 4, content: 'Under the GDPR, CCTV footage showing identifiable people is personal data.', options: TF, answer: ['A'], analysis: 'Images of identifiable people are personal data, so retention and access rules apply.' },
  { type: 4, content: 'An alarm panel\'s tamper circuit should stay active even when the system is unset.', options: TF, answer: ['A'], analysis: 'Tamper protection is active 24 hours, set or unset.' },
  { type: 4, content: 'Infrared illumination lets a colour camera show colours at night.', options: TF, answer: ['B'], analysis: 'Under IR light the camera switches to black and white; colour at night needs visible light or special sensors.' },
  { type: 1, content: 'Which network feature separates camera traffic from office traffic on one switch?', options: ['VLAN', 'DHCP', 'DNS', 'NAT'], answer: ['A'], analysis: 'A VLAN keeps the video network logically apart on shared switches.' },
  { type: 1, content: 'What does a door position sensor report to an access control system?', options: ['Who opened the door', 'Whether the door is open or closed', 'The lock\'s battery level', 'The reader\'s firmware'], answer: ['B'], analysis: 'The door contact reports open/closed, which gives door-forced and held-open alarms.' },
  { type: 4, content: 'RAID 1 on a recorder mirrors recordings on two disks.', options: TF, answer: ['A'], analysis: 'RAID 1 writes the same data to two disks, so one disk can fail without losing recordings.' },
];
