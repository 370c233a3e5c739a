import { parseTeamTable } from './catalogue-types';

export const NFL_TEAMS = parseTeamTable('americanfootball_nfl', 4_000_000, [
  'Arizona Cardinals|ARI|44|Kyler Murray:QB:2,Trey McBride:TE:1', 'Atlanta Falcons|ATL|44|Michael Penix Jr.:QB:3,Bijan Robinson:RB:1',
  'Baltimore Ravens|BAL|60|Lamar Jackson:QB:1,Derrick Henry:RB:1', 'Buffalo Bills|BUF|64|Josh Allen:QB:1,James Cook:RB:2',
  'Carolina Panthers|CAR|42|Bryce Young:QB:3,Tetairoa McMillan:WR:2', 'Chicago Bears|CHI|54|Caleb Williams:QB:2,DJ Moore:WR:2',
  'Cincinnati Bengals|CIN|46|Joe Burrow:QB:1,Ja\'Marr Chase:WR:1', 'Cleveland Browns|CLE|32|Shedeur Sanders:QB:3,Myles Garrett:DE:1',
  'Dallas Cowboys|DAL|48|Dak Prescott:QB:2,CeeDee Lamb:WR:1', 'Denver Broncos|DEN|62|Bo Nix:QB:2,Courtland Sutton:WR:2',
  'Detroit Lions|DET|62|Jared Goff:QB:2,Amon-Ra St. Brown:WR:1', 'Green Bay Packers|GB|58|Jordan Love:QB:2,Josh Jacobs:RB:2',
  'Houston Texans|HOU|56|C.J. Stroud:QB:2,Nico Collins:WR:1', 'Indianapolis Colts|IND|54|Daniel Jones:QB:3,Jonathan Taylor:RB:1',
  'Jacksonville Jaguars|JAX|56|Trevor Lawrence:QB:2,Travis Hunter:WR:2', 'Kansas City Chiefs|KC|56|Patrick Mahomes:QB:1,Travis Kelce:TE:2',
  'Las Vegas Raiders|LV|30|Geno Smith:QB:3,Brock Bowers:TE:1', 'Los Angeles Chargers|LAC|56|Justin Herbert:QB:1,Ladd McConkey:WR:2',
  'Los Angeles Rams|LAR|66|Matthew Stafford:QB:1,Puka Nacua:WR:1', 'Miami Dolphins|MIA|38|Tua Tagovailoa:QB:3,Jaylen Waddle:WR:2',
  'Minnesota Vikings|MIN|46|J.J. McCarthy:QB:3,Justin Jefferson:WR:1', 'New England Patriots|NE|62|Drake Maye:QB:1,Stefon Diggs:WR:2',
  'New Orleans Saints|NO|30|Tyler Shough:QB:3,Alvin Kamara:RB:2', 'New York Giants|NYG|34|Jaxson Dart:QB:3,Malik Nabers:WR:1',
  'New York Jets|NYJ|28|Justin Fields:QB:3,Garrett Wilson:WR:2', 'Philadelphia Eagles|PHI|60|Jalen Hurts:QB:1,Saquon Barkley:RB:1',
  'Pittsburgh Steelers|PIT|50|Aaron Rodgers:QB:2,DK Metcalf:WR:2', 'San Francisco 49ers|SF|58|Brock Purdy:QB:2,Christian McCaffrey:RB:1',
  'Seattle Seahawks|SEA|66|Sam Darnold:QB:2,Jaxon Smith-Njigba:WR:1', 'Tampa Bay Buccaneers|TB|52|Baker Mayfield:QB:2,Mike Evans:WR:2',
  'Tennessee Titans|TEN|26|Cam Ward:QB:3,Calvin Ridley:WR:3', 'Washington Commanders|WAS|44|Jayden Daniels:QB:1,Terry McLaurin:WR:2',
], (pos) => (pos === 'QB' ? 'quarterback' : 'skill'));
