import type { CertDef, TenantCatalogue } from './catalogue-types';
import { generalCerts, GENERAL_PROGRAMME } from './catalogue-main';

/** Type names double as the hub slugs of non-vendor tenants (/overview/{kind-name}). */
export const MICRO_TYPES = { general: 'Thermography Fundamentals', vendor: 'Thermal Imaging Certification' };
export const ROBOT_TYPES = { general: 'Robot Safety Certification', vendor: 'Credo Robotics Certification' };

export const microCatalogue: TenantCatalogue = {
  tenant: 'micro',
  types: [
    { kind: 0, name: MICRO_TYPES.general, subTypes: ['Thermal Physics'] },
    { kind: 1, name: MICRO_TYPES.vendor, subTypes: ['Handheld Thermography', 'Fixed Thermal Systems'] },
  ],
  productLines: ['Handheld Thermal Cameras', 'Fixed Thermal Cameras', 'Thermal Modules'],
  clips: ['thermal', 'camera'],
  certs: [
    { groupKey: 'micro-fundamentals', kind: 0, level: 1, versionLabel: 'V1.0', subType: 'Thermal Physics', hasPracticalExam: false,
      t: { en: ['Certified Thermography Associate', 'Infrared physics and image interpretation for new thermographers.'] }, courses: [
        { req: 1, credits: 4, cover: 'course-thermal', clip: 'thermal', t: { en: ['Infrared Physics for Thermographers', 'Radiation, the electromagnetic spectrum and what a thermal camera really measures.'] } },
        { req: 1, credits: 4, cover: 'course-thermal', clip: 'thermal', t: { en: ['Emissivity and Reflected Temperature', 'Why shiny surfaces lie and how to correct the reading.'] } },
        { req: 1, credits: 3, cover: 'course-thermal', clip: 'thermal', t: { en: ['Reading Thermal Images', 'Palettes, span and level, and spotting real anomalies.'] } },
        { req: 0, credits: 2, cover: 'course-thermal', clip: 'camera', t: { en: ['Building Diagnostics with Thermal Cameras', 'Insulation gaps, thermal bridges and moisture in walls.'] } },
      ] },
    { groupKey: 'micro-thermal-associate', kind: 1, level: 1, versionLabel: 'V2.0', subType: 'Handheld Thermography', hasPracticalExam: false,
      t: { en: ['Credo Thermal Certified Associate', 'Operate Credo handheld thermal cameras and report findings.'] }, courses: [
        { req: 1, credits: 3, cover: 'course-thermal', clip: 'thermal', t: { en: ['Handheld Thermal Camera Operation', 'Focus, range, measurement tools and image capture in the field.'] } },
        { req: 1, credits: 3, cover: 'course-thermal', clip: 'thermal', t: { en: ['Electrical Inspection with Thermal Imaging', 'Find overloaded circuits and loose connections in switchgear.'] } },
        { req: 0, credits: 3, cover: 'course-general', clip: 'camera', t: { en: ['Thermal Reporting Software', 'Turn captured images into clear inspection reports.'] } },
      ] },
    { groupKey: 'micro-thermal-professional', kind: 1, level: 2, versionLabel: 'V2.0', subType: 'Fixed Thermal Systems', hasPracticalExam: true, requires: 'micro-thermal-associate',
      t: { en: ['Credo Thermal Certified Professional', 'Design and maintain fixed thermal monitoring systems.'] }, courses: [
        { req: 1, credits: 3, cover: 'course-thermal', clip: 'thermal', t: { en: ['Fixed Thermal Cameras for Fire Prevention', 'Early hot-spot detection in waste, recycling and storage sites.'] } },
        { req: 1, credits: 3, cover: 'course-thermal', clip: 'thermal', t: { en: ['Temperature Alarm Rules and Calibration', 'Regions of interest, thresholds and blackbody calibration.'] } },
        { req: 0, credits: 2, cover: 'course-nvr', clip: 'camera', t: { en: ['Thermal Modules for OEM Integration', 'SDKs, interfaces and radiometric data streams.'] } },
        { req: 0, credits: 2, cover: 'course-general', clip: 'thermal', t: { en: ['Predictive Maintenance Programmes', 'Inspection routes, trending and reporting to asset owners.'] } },
      ] },
  ],
  videos: [
    { videoType: 1, line: 'Handheld Thermal Cameras', cover: 'course-thermal', clip: 'thermal', t: { en: ['Palette Choice: Ironbow vs White-Hot', 'Which palette to use for which inspection, in three minutes.'] } },
    { videoType: 2, line: 'Thermal Modules', cover: 'course-thermal', clip: 'thermal', t: { en: ['Thermal Drone Inspection Basics', 'Flight planning and image capture for roof and solar inspections.'] } },
    { videoType: 3, line: 'Fixed Thermal Cameras', cover: 'course-webinar', clip: 'thermal', t: { en: ['Webinar: Early Fire Detection in Waste Plants', 'Lessons learnt from twenty fixed thermal installations.'] } },
  ],
};

export const robotCatalogue: TenantCatalogue = {
  tenant: 'robot',
  types: [
    { kind: 0, name: ROBOT_TYPES.general, subTypes: ['Safety'] },
    { kind: 1, name: ROBOT_TYPES.vendor, subTypes: ['Autonomous Mobile Robots', 'Fleet Management'] },
  ],
  productLines: ['Autonomous Mobile Robots', 'Fleet Software', 'Charging & Power'],
  clips: ['robot', 'nvr'],
  certs: [
    { groupKey: 'robot-safety', kind: 0, level: 1, versionLabel: 'V1.0', subType: 'Safety', hasPracticalExam: false,
      t: { en: ['Certified Robot Safety Associate', 'Safe operation of mobile robots alongside people and forklifts.'] }, courses: [
        { req: 1, credits: 4, cover: 'course-robot', clip: 'robot', t: { en: ['Robot Safety Standards Overview (ISO 3691-4)', 'What the standard for driverless industrial trucks requires on site.'] } },
        { req: 1, credits: 4, cover: 'course-robot', clip: 'robot', t: { en: ['Risk Assessment for AMR Deployments', 'Zones, speeds and protective fields for mixed traffic.'] } },
        { req: 1, credits: 3, cover: 'course-robot', clip: 'robot', t: { en: ['Safe Operation and Emergency Stops', 'Daily checks, manual mode and recovering after an e-stop.'] } },
        { req: 0, credits: 2, cover: 'course-general', clip: 'nvr', t: { en: ['Battery and Charging Safety', 'Lithium battery handling, charging areas and fire precautions.'] } },
      ] },
    { groupKey: 'robot-amr-associate', kind: 1, level: 1, versionLabel: 'V2.0', subType: 'Autonomous Mobile Robots', hasPracticalExam: false,
      t: { en: ['Credo Robotics Certified Associate', 'Commission and operate Credo autonomous mobile robots.'] }, courses: [
        { req: 1, credits: 3, cover: 'course-robot', clip: 'robot', t: { en: ['AMR Commissioning and Site Mapping', 'Build the map, set stations and validate routes.'] } },
        { req: 1, credits: 3, cover: 'course-nvr', clip: 'nvr', t: { en: ['Fleet Management Software Basics', 'Tasks, priorities and monitoring the fleet dashboard.'] } },
        { req: 0, credits: 3, cover: 'course-robot', clip: 'robot', t: { en: ['Shelf-Lifting Robot Operation', 'Goods-to-person picking with shelf-lifting robots.'] } },
      ] },
    { groupKey: 'robot-amr-professional', kind: 1, level: 2, versionLabel: 'V2.0', subType: 'Fleet Management', hasPracticalExam: true, requires: 'robot-amr-associate',
      t: { en: ['Credo Robotics Certified Professional', 'Scale, integrate and maintain multi-robot fleets.'] }, courses: [
        { req: 1, credits: 3, cover: 'course-robot', clip: 'robot', t: { en: ['Multi-Robot Traffic Planning', 'Lanes, intersections and deadlock avoidance for large fleets.'] } },
        { req: 1, credits: 3, cover: 'course-nvr', clip: 'nvr', t: { en: ['Integrating AMRs with WMS via API', 'Order flows, callbacks and error handling with warehouse systems.'] } },
        { req: 0, credits: 2, cover: 'course-robot', clip: 'robot', t: { en: ['Preventive Maintenance of Drive Units', 'Wheels, encoders and gearboxes: inspection intervals and parts.'] } },
        { req: 0, credits: 2, cover: 'course-robot', clip: 'robot', t: { en: ['Troubleshooting Localisation Errors', 'LiDAR, reflectors and map drift, diagnosed step by step.'] } },
      ] },
  ],
  videos: [
    { videoType: 1, line: 'Autonomous Mobile Robots', cover: 'course-robot', clip: 'robot', t: { en: ['LiDAR Cleaning in Two Minutes', 'Keep localisation reliable with a simple weekly routine.'] } },
    { videoType: 2, line: 'Charging & Power', cover: 'course-robot', clip: 'robot', t: { en: ['Setting Up a Charging Station', 'Placement, docking markers and power supply checks.'] } },
    { videoType: 3, line: 'Fleet Software', cover: 'course-webinar', clip: 'nvr', t: { en: ['Webinar: Scaling from 5 to 50 Robots', 'What changes in traffic, Wi-Fi and operations as a fleet grows.'] } },
  ],
};

const neutralCerts: CertDef[] = generalCerts().map((c) => ({
  ...c,
  groupKey: `neutral-${c.groupKey}`,
  requires: c.requires ? `neutral-${c.requires}` : undefined,
  t: { en: c.t.en },
}));

export const neutralCatalogue: TenantCatalogue = {
  tenant: 'neutral',
  types: [{ kind: 0, name: GENERAL_PROGRAMME, subTypes: ['Security Fundamentals', 'System Design'] }],
  productLines: ['Video Surveillance', 'Access Control', 'Intrusion Alarm'],
  clips: ['camera', 'access', 'alarm'],
  certs: neutralCerts,
  videos: [
    { videoType: 1, line: 'Video Surveillance', cover: 'course-camera', clip: 'camera', t: { en: ['Camera Placement Rules of Thumb', 'Height, angle and lighting for usable footage.'] } },
    { videoType: 2, line: 'Access Control', cover: 'course-access', clip: 'access', t: { en: ['Choosing Credentials: Cards, PINs and Mobile', 'Security and convenience trade-offs of each credential type.'] } },
    { videoType: 3, line: 'Intrusion Alarm', cover: 'course-webinar', clip: 'alarm', t: { en: ['Webinar: CCTV Signage and Data Protection', 'What signs, retention periods and access requests require.'] } },
  ],
};
